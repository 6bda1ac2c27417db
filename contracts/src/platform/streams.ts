/**
 * Stream names, in one place: the write side names streams with these, and projections read the
 * aggregate's id back out of `event.streamId` with the matching `…IdOf`.
 */
const stream = (prefix: string) => ({
  name: (id: string) => `${prefix}-${id}`,
  idOf: (streamId: string) => (streamId.startsWith(`${prefix}-`) ? streamId.slice(prefix.length + 1) : streamId),
});

const user = stream('user');
const organization = stream('organization');

export const userStream = user.name;
export const userIdOf = user.idOf;
export const organizationStream = organization.name;
export const organizationIdOf = organization.idOf;
export const savedProfileStream = stream('savedProfile').name;
export const auditReportStream = stream('auditReport').name;
export const auditReportIdOf = stream('auditReport').idOf;
export const profileSlugStream = stream('profileSlug').name;
export const apiKeysStream = stream('apiKeys').name;
/** Who holds a seat of the organisation's plan (its member limit); its id is the organisation's. */
export const organizationSeatsStream = stream('organizationSeats').name;
/** What counts against one of the organisation's plan limits (`counter`: `profiles`, `reports:<YYYY-MM>`, `storageBytes`). */
export const planUsageStream = (orgId: string, counter: string) => stream('planUsage').name(`${orgId}:${counter}`);
export const listsStream = stream('lists').name;
export const customFieldsStream = stream('customFields').name;
export const campaignStream = stream('campaign').name;
export const campaignIdOf = stream('campaign').idOf;
/** One content item (a post or video of a saved creator); its id is decided by (organisation, platform, provider post id). */
export const contentStream = stream('content').name;
export const contentIdOf = stream('content').idOf;
export const campaignSettingsStream = stream('campaignSettings').name;
export const integrationsStream = stream('integrations').name;
/** One AppSumo licence (by its invoice item uuid): registered by an operator, redeemed once by a sign-up. */
export const appSumoLicenseStream = stream('appSumoLicense').name;
