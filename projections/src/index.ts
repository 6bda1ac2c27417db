import { apiKeysProjection } from './accounts/apiKeys';
import { organizationsProjection } from './accounts/organizations';
import { sessionsProjection } from './accounts/sessions';
import { usersProjection } from './accounts/users';
import { userTokensProjection } from './accounts/userTokens';
import { savedProfilesProjection } from './profiles/savedProfiles';

/** Every read model Scout keeps, by name (the name `npm run rebuild -- <name>` takes). */
export const allProjections = [
  usersProjection,
  sessionsProjection,
  organizationsProjection,
  apiKeysProjection,
  userTokensProjection,
  savedProfilesProjection,
];
