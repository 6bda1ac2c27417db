import { apiKeysProjection } from './accounts/apiKeys';
import { activityProjection } from './dashboard/activity';
import { organizationsProjection } from './accounts/organizations';
import { organizationSettingsProjection } from './accounts/organizationSettings';
import { sessionsProjection } from './accounts/sessions';
import { usersProjection } from './accounts/users';
import { userTokensProjection } from './accounts/userTokens';
import { invitationsProjection } from './accounts/invitations';
import { membersProjection } from './accounts/members';
import { savedProfilesProjection } from './profiles/savedProfiles';
import { profileAnalyticsProjection } from './profiles/profileAnalytics';
import { auditReportSharesProjection, auditReportsProjection } from './profiles/auditReports';
import { whitelabelDomainsProjection } from './whitelabel/whitelabelDomains';
import { whitelabelSettingsProjection } from './whitelabel/whitelabelSettings';
import { listsProjection } from './lists/lists';
import { sharedListsProjection } from './lists/sharedLists';
import { customFieldsProjection } from './customFields/customFields';
import { fieldCategoriesProjection } from './customFields/fieldCategories';
import { profileImportsProjection } from './imports/profileImports';
import { campaignsProjection } from './campaigns/campaigns';
import { campaignMetricsProjection } from './campaigns/campaignMetrics';
import { campaignHistoryProjection } from './campaigns/campaignHistory';
import { publicCampaignsProjection } from './campaigns/publicCampaigns';
import { campaignSettingsProjection } from './campaigns/campaignSettings';
import { contactUnlocksProjection } from './discovery/contactUnlocks';
import { searchExportsProjection } from './discovery/searchExports';
import { appSumoLicensesProjection } from './billing/appSumoLicenses';
import { contentsProjection } from './content/contents';
import { storiesProjection } from './content/stories';
import { connectTokensProjection } from './connect/connectTokens';
import { storedUploadsProjection } from './billing/storedUploads';

/** Every read model Scout keeps, by name (the name `npm run rebuild -- <name>` takes). */
export const allProjections = [
  usersProjection,
  sessionsProjection,
  organizationsProjection,
  organizationSettingsProjection,
  apiKeysProjection,
  userTokensProjection,
  membersProjection,
  invitationsProjection,
  savedProfilesProjection,
  profileAnalyticsProjection,
  auditReportsProjection,
  auditReportSharesProjection,
  activityProjection,
  whitelabelDomainsProjection,
  whitelabelSettingsProjection,
  listsProjection,
  sharedListsProjection,
  customFieldsProjection,
  fieldCategoriesProjection,
  profileImportsProjection,
  campaignsProjection,
  campaignMetricsProjection,
  campaignHistoryProjection,
  publicCampaignsProjection,
  campaignSettingsProjection,
  contactUnlocksProjection,
  searchExportsProjection,
  appSumoLicensesProjection,
  contentsProjection,
  storiesProjection,
  connectTokensProjection,
  storedUploadsProjection,
];
