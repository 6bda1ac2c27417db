import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { RESOURCES_PATH } from '@scout/contracts/platform/resourceLists';
import { simpleRestFetch } from '../platform/simpleRestFetch';
import * as accountSettings from '../accounts/accountSettingsApi';
import { fetchMe } from '../accounts/accountsApi';
import * as settings from '../accounts/settingsApi';
import type { SurveyRequest, UpdateUserInfoRequest, UsageResponse } from '@scout/contracts/accounts';
import type { PasswordChange, User } from '../accounts/types';
import { fetchHome } from '../dashboard/homeApi';
import type { HomeResponse } from '../dashboard/types';
import * as apiKeys from '../developer/apiKeyApi';
import type { ApiKey, CreatedApiKey } from '../developer/types';
import { profilesResource } from '../profiles/profilesResource';
import { profilePageApi, type ProfilePageMethods } from '../profiles/profilePageApi';
import { listsApi, type ListsMethods } from '../lists/listsApi';
import { listsResource } from '../lists/listsResource';
import { customFieldsApi, type CustomFieldsMethods } from '../customFields/customFieldsApi';
import { importsApi, type ImportsMethods } from '../imports/importsApi';
import { auditReportsApi, type AuditReportsMethods } from '../auditReports/auditReportsApi';
import { campaignsApi, type CampaignsMethods } from '../campaigns/campaignsApi';
import { campaignsResource } from '../campaigns/campaignsResource';
import { contentApi, type ContentMethods } from '../content/contentApi';
import { contentsResource } from '../content/contentsResource';
import { storiesApi, type StoriesMethods } from '../content/storiesApi';
import { storiesResource } from '../content/storiesResource';
import { integrationsApi, type IntegrationsMethods } from '../integrations/integrationsApi';
import * as whitelabel from '../whitelabel/whitelabelApi';
import * as team from '../team/teamApi';
import { membersResource } from '../team/membersResource';
import type { AddMemberResponse, Member, MemberChange, NewMember } from '../team/types';
import type { ResourceMethods } from '../platform/resourceMethods';

/**
 * The Resources (see App.tsx) and the module answering each one's standard calls. The resource name
 * is the list's path: `team` is the members' Resource, at `/team`.
 */
const resources = {
  profiles: profilesResource,
  lists: listsResource,
  campaigns: campaignsResource,
  team: membersResource,
  contents: contentsResource,
  stories: storiesResource,
} satisfies Record<string, ResourceMethods<RaRecord>>;

export type ResourceName = keyof typeof resources;

/** The lists read by `ra-data-simple-rest` from `GET /customer/resources/<resource>` (a resource without getList of its own). */
const resourceLists = simpleRestProvider(RESOURCES_PATH, simpleRestFetch);

/**
 * react-admin's standard methods (getList, getOne, create, delete, deleteMany) dispatch by
 * resource to the modules above, which map them onto the API's list, get and delete routes
 * (1-based pages, `{ data, total }`, deleteMany as one delete per id where the API has no bulk
 * delete); a resource's list without a getList of its own is read by `ra-data-simple-rest`. Commands beyond CRUD are typed methods here (e.g.
 * `enableLiveTracking(profileId)`), called through `useDataProvider<ScoutDataProvider>()` with
 * `useMutation`, never overloaded into `update`.
 */
export interface ScoutDataProvider
  extends DataProvider<string>,
    ProfilePageMethods,
    ListsMethods,
    CustomFieldsMethods,
    ImportsMethods,
    AuditReportsMethods,
    CampaignsMethods,
    ContentMethods,
    StoriesMethods,
    IntegrationsMethods {
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

function resourceOf(name: string): ResourceMethods<RaRecord> | undefined {
  return Object.hasOwn(resources, name) ? resources[name as ResourceName] : undefined;
}

/** react-admin's methods are generic in the record type; the resource module decides what a record holds. */
function asRecord<R extends RaRecord>(record: RaRecord): R {
  return record as R;
}

async function deleteEach(resource: ResourceMethods<RaRecord>, ids: Identifier[]): Promise<void> {
  if (resource.deleteMany) return resource.deleteMany(ids);
  // One request at a time: the API has no bulk delete, and each delete is a command of its own.
  for (const id of ids) await resource.delete!(id);
}

export const dataProvider: ScoutDataProvider = {
  supportAbortSignal: true,

  async getList<R extends RaRecord>(name: string, params: Parameters<DataProvider['getList']>[1]) {
    const resource = resourceOf(name);
    if (!resource) return unsupported('getList', name);
    if (!resource.getList) return resourceLists.getList<R>(name, params);
    const { data, total, pageInfo, meta } = await resource.getList(params);
    return { data: data.map((record) => asRecord<R>(record)), total, pageInfo, meta };
  },

  async getOne<R extends RaRecord>(name: string, params: Parameters<DataProvider['getOne']>[1]) {
    const resource = resourceOf(name);
    if (!resource?.getOne) return unsupported('getOne', name);
    return { data: asRecord<R>(await resource.getOne(params.id, params.signal)) };
  },

  async create<R extends RaRecord>(name: string, params: Parameters<DataProvider['create']>[1]) {
    const resource = resourceOf(name);
    if (!resource?.create) return unsupported('create', name);
    return { data: asRecord<R>(await resource.create(params.data as Partial<RaRecord>)) };
  },

  async delete<R extends RaRecord>(name: string, params: Parameters<DataProvider['delete']>[1]) {
    const resource = resourceOf(name);
    if (!resource?.delete) return unsupported('delete', name);
    await resource.delete(params.id, params.previousData);
    return { data: asRecord<R>(params.previousData ?? { id: params.id }) };
  },

  async deleteMany(name: string, params: Parameters<DataProvider['deleteMany']>[1]) {
    const resource = resourceOf(name);
    if (!resource?.delete && !resource?.deleteMany) return unsupported('deleteMany', name);
    await deleteEach(resource, params.ids);
    return { data: params.ids };
  },

  getMany: (name) => unsupported('getMany', name),
  getManyReference: (name) => unsupported('getManyReference', name),
  update: (name) => unsupported('update', name),
  updateMany: (name) => unsupported('updateMany', name),

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
  ...contentApi,
  ...storiesApi,
  ...integrationsApi,
};
