import type { ActivityKey, ActivityParams } from '@scout/contracts/dashboard/activity';
import type { EventType } from '@scout/contracts/events';
import type { EventOf } from '../runner/projection';

export interface ActivityDescription {
  key: ActivityKey;
  params: ActivityParams;
}

type Describe<T extends EventType> = (data: EventOf<T>['data']) => ActivityDescription;

/**
 * What the activity list says about each event type, and the only data it copies: each entry
 * whitelists the fields it shows, so hashes, tokens and keys never reach an activity document.
 * `skip`: not worth a line (sessions, token requests, UI flags, usage ticks).
 *
 * A new event type needs no change here to be safe: without an entry it is recorded as `generic`
 * with its type name and no data. To give it a sentence, add an entry here, its key to
 * ACTIVITY_KEYS (contracts/src/dashboard/activity.ts) and `scout.activity.<key>` to the i18n files.
 */
export const ACTIVITY_DESCRIPTIONS: { [T in EventType]?: Describe<T> | 'skip' } = {
  OrganizationCreated: (d) => ({ key: 'organizationCreated', params: { name: d.name } }),
  UserEmailReserved: 'skip',
  ProfileSlugReserved: 'skip',
  ProfileSlugReleased: 'skip',
  UserRegistered: (d) => ({ key: 'userRegistered', params: { fullName: d.fullName, role: d.role } }),
  UserLoggedIn: 'skip',
  UserLoggedOut: 'skip',
  EmailVerificationRequested: 'skip',
  EmailVerified: () => ({ key: 'emailVerified', params: {} }),
  PasswordResetRequested: 'skip',
  PasswordChanged: (d) => ({ key: 'passwordChanged', params: { via: d.via } }),
  UserInfoUpdated: () => ({ key: 'userInfoUpdated', params: {} }),
  UserStatusFlagsChanged: 'skip',
  ApiKeyCreated: (d) => ({ key: 'apiKeyCreated', params: { prefix: d.prefix } }),
  ApiKeyRevoked: () => ({ key: 'apiKeyRevoked', params: {} }),
  ProfileSaved: (d) => ({ key: 'profileSaved', params: { profileId: d.profileId, username: d.username, platform: d.platform } }),
  ProfileFavouriteChanged: (d) => ({ key: 'profileFavouriteChanged', params: { profileId: d.profileId, favourite: d.favourite } }),
  ProfileRemoved: (d) => ({ key: 'profileRemoved', params: { profileId: d.profileId } }),
  WhiteLabelConfigured: (d) => ({ key: 'whiteLabelConfigured', params: { agencyName: d.agencyName, domain: d.domain } }),
  WhiteLabelRemoved: (d) => ({ key: 'whiteLabelRemoved', params: { domain: d.domain } }),
  AccountConfigChanged: () => ({ key: 'accountConfigChanged', params: {} }),
  SurveySubmitted: () => ({ key: 'surveySubmitted', params: {} }),
  OrganizationCountryChanged: (d) => ({ key: 'organizationCountryChanged', params: { country: d.country } }),
  SupportTicketCreated: (d) => ({ key: 'supportTicketCreated', params: { subject: d.subject } }),
  SearchExportRequested: (d) => ({ key: 'searchExportRequested', params: { profileCount: d.profileCount } }),
  SearchCreditsRequested: (d) => ({ key: 'searchCreditsRequested', params: { searchCredit: d.searchCredit } }),
  OrganizationPlanChanged: (d) => ({ key: 'organizationPlanChanged', params: { package: d.package } }),
  UsageRecorded: 'skip',
};

/** The event's line, or null when the table skips it; unknown types get the generic line. */
export function describeEvent(event: { type: string; data: unknown }): ActivityDescription | null {
  const describe = Object.hasOwn(ACTIVITY_DESCRIPTIONS, event.type)
    ? (ACTIVITY_DESCRIPTIONS[event.type as EventType] as ((data: unknown) => ActivityDescription) | 'skip' | undefined)
    : undefined;
  if (describe === 'skip') return null;
  if (!describe) return { key: 'generic', params: { type: event.type } };
  return describe(event.data);
}
