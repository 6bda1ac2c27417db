import type { DataProvider, RaRecord } from 'react-admin';
import * as accountSettings from '../accounts/accountSettingsApi';
import { fetchMe } from '../accounts/accountsApi';
import * as settings from '../accounts/settingsApi';
import type { SurveyRequest, UpdateUserInfoRequest, UsageResponse } from '@scout/contracts/accounts';
import type { PasswordChange, User } from '../accounts/types';
import { fetchHome } from '../dashboard/homeApi';
import type { HomeResponse } from '../dashboard/types';
import * as apiKeys from '../developer/apiKeyApi';
import type { ApiKey, CreatedApiKey } from '../developer/types';
import { deleteProfilePath, PROFILE_PATH, profilePath, profilesListPath, toProfileRecord } from '../profiles/profilesApi';
import type { NewProfile, ProfileListResponse, ProfileResponse } from '../profiles/types';
import { profilePageApi, type ProfilePageMethods } from '../profiles/profilePageApi';
import { listsApi, type ListsMethods } from '../lists/listsApi';
import { customFieldsApi, type CustomFieldsMethods } from '../customFields/customFieldsApi';
import { importsApi, type ImportsMethods } from '../imports/importsApi';
import { auditReportsApi, type AuditReportsMethods } from '../auditReports/auditReportsApi';
import { campaignsApi, type CampaignsMethods } from '../campaigns/campaignsApi';
import { integrationsApi, type IntegrationsMethods } from '../integrations/integrationsApi';
import * as whitelabel from '../whitelabel/whitelabelApi';
import * as team from '../team/teamApi';
import type { AddMemberResponse, Member, MemberChange, NewMember } from '../team/types';
import { httpClient } from './httpClient';

export type ResourceName = 'profiles';

/**
 * The standard methods map onto the spec's list and get routes. Commands beyond CRUD are added here
 * as typed methods (e.g. `enableLiveTracking(profileId)`), called through
 * `useDataProvider<ScoutDataProvider>()` with `useMutation`, never overloaded into `update`.
 */
export interface ScoutDataProvider extends DataProvider<string>, ProfilePageMethods, ListsMethods, CustomFieldsMethods, ImportsMethods, AuditReportsMethods, CampaignsMethods, IntegrationsMethods {
  /** The signed-in user with their organisation (`GET /customer/account/me`). */
  getMe(signal?: AbortSignal): Promise<User>;
  changePassword(change: PasswordChange): Promise<void>;
  resendVerificationEmail(): Promise<void>;
  /** The organisation's API key, without the key itself; null when there is none. */
  getApiKey(signal?: AbortSignal): Promise<ApiKey | null>;
  /** A new key, shown this once; the previous key stops working. */
  createApiKey(): Promise<CreatedApiKey>;
  revokeApiKey(): Promise<void>;
  /** The dashboard: counts, usage, profiles per day and recent activity (`GET /customer/home`). */
  getHome(signal?: AbortSignal): Promise<HomeResponse>;
  /** The organisation's white-label setup (null: none); the mail key only as `apiKeySet`. */
  getWhitelabel(signal?: AbortSignal): Promise<whitelabel.WhitelabelSettings | null>;
  /** Multipart `PUT /customer/account/config-whitelabel`. */
  saveWhitelabel(setup: whitelabel.WhitelabelSetup): Promise<whitelabel.WhitelabelSettings | null>;
  removeWhitelabel(): Promise<void>;
  getDomainStatus(signal?: AbortSignal): Promise<whitelabel.DomainStatusResponse>;
  /** The signed-in user's own details; answers the updated user. */
  updateUserInfo(info: UpdateUserInfoRequest): Promise<User>;
  submitSurvey(data: SurveyRequest['data']): Promise<void>;
  setUserGuide(userGuide: boolean): Promise<void>;
  getUsage(signal?: AbortSignal): Promise<UsageResponse>;
  /** A support ticket, mailed to the support team. */
  createTicket(ticket: { subject: string; text: string }): Promise<void>;
  /** The organisation's members, invited and active (owners and admins only). */
  getMembers(signal?: AbortSignal): Promise<Member[]>;
  /** Invites by mail; `invitationSent` is false when the mail could not go out. */
  inviteMember(member: NewMember): Promise<AddMemberResponse>;
  updateMember(id: string, change: MemberChange): Promise<Member>;
  removeMember(id: string): Promise<void>;
}

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(new Error(`The Scout API has no "${method}" for "${resource}"`));
}

/** react-admin's methods are generic in the record type; the API decides what a record holds. */
function asRecord<R extends RaRecord>(record: RaRecord): R {
  return record as R;
}

export const dataProvider: ScoutDataProvider = {
  supportAbortSignal: true,

  async getList<R extends RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) {
    if (resource !== 'profiles') return unsupported('getList', resource);
    const response = await httpClient<ProfileListResponse>(profilesListPath(params), { signal: params.signal });
    return {
      data: response.profiles.map((profile) => asRecord<R>(toProfileRecord(profile))),
      total: response.totalProfiles,
    };
  },

  async getOne<R extends RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) {
    if (resource !== 'profiles') return unsupported('getOne', resource);
    const { profile } = await httpClient<ProfileResponse>(profilePath(params.id), { signal: params.signal });
    return { data: asRecord<R>(toProfileRecord(profile)) };
  },

  async create<R extends RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) {
    if (resource !== 'profiles') return unsupported('create', resource);
    const data = params.data as NewProfile;
    const { profile } = await httpClient<ProfileResponse>(PROFILE_PATH, {
      method: 'POST',
      body: { platform: data.platform, username: data.username },
    });
    return { data: asRecord<R>(toProfileRecord(profile)) };
  },

  async delete<R extends RaRecord>(resource: string, params: Parameters<DataProvider['delete']>[1]) {
    if (resource !== 'profiles') return unsupported('delete', resource);
    await httpClient<{ deleted: boolean }>(deleteProfilePath(params.id), { method: 'DELETE' });
    return { data: asRecord<R>(params.previousData ?? { id: params.id }) };
  },

  getMany: (resource) => unsupported('getMany', resource),
  getManyReference: (resource) => unsupported('getManyReference', resource),
  update: (resource) => unsupported('update', resource),
  updateMany: (resource) => unsupported('updateMany', resource),
  deleteMany: (resource) => unsupported('deleteMany', resource),

  getMe: fetchMe,
  changePassword: accountSettings.changePassword,
  resendVerificationEmail: accountSettings.resendVerificationEmail,
  getApiKey: apiKeys.fetchApiKey,
  createApiKey: apiKeys.createApiKey,
  revokeApiKey: apiKeys.revokeApiKey,
  getHome: fetchHome,
  getWhitelabel: whitelabel.fetchWhitelabel,
  saveWhitelabel: whitelabel.saveWhitelabel,
  removeWhitelabel: whitelabel.removeWhitelabel,
  getDomainStatus: whitelabel.fetchDomainStatus,
  updateUserInfo: settings.updateUserInfo,
  submitSurvey: settings.submitSurvey,
  setUserGuide: settings.setUserGuide,
  getUsage: settings.fetchUsage,
  createTicket: settings.createTicket,
  getMembers: team.fetchMembers,
  inviteMember: team.inviteMember,
  updateMember: team.updateMember,
  removeMember: team.removeMember,
  ...profilePageApi,
  ...listsApi,
  ...customFieldsApi,
  ...importsApi,
  ...auditReportsApi,
  ...campaignsApi,
  ...integrationsApi,
};
