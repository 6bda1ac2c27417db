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
import { whitelabelDomainsProjection } from './whitelabel/whitelabelDomains';
import { whitelabelSettingsProjection } from './whitelabel/whitelabelSettings';

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
  activityProjection,
  whitelabelDomainsProjection,
  whitelabelSettingsProjection,
];
