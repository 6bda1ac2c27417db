import type { ROLES } from '@scout/contracts/accounts';
import type { Capability } from '@scout/contracts/platform/routes';

/** Who can act: a user by role, or a machine client with an API key. */
export type Actor = (typeof ROLES)[number] | 'apiKey';

/** What an actor may do; each route of the table (contracts/src/routes.ts) names the one it needs. */
export type { Capability };

/**
 * The permission table, the only one in the code. API-key clients act for their organisation
 * with the owner's rights minus account, billing and key management (API.md).
 */
export const PERMISSIONS: Readonly<Record<Capability, readonly Actor[]>> = {
  'profiles:read': ['owner', 'admin', 'member', 'guest', 'apiKey'],
  'profiles:write': ['owner', 'admin', 'member', 'apiKey'],
  // The home shows the whole organisation's activity: not for guests, who see only what is shared.
  'dashboard:read': ['owner', 'admin', 'member', 'apiKey'],
  // Campaigns hold payments and their history: the team's own, never a guest's.
  'campaigns:read': ['owner', 'admin', 'member', 'apiKey'],
  'campaigns:write': ['owner', 'admin', 'member', 'apiKey'],
  'account:self': ['owner', 'admin', 'member', 'guest'],
  'apiKeys:manage': ['owner', 'admin'],
  'team:manage': ['owner', 'admin'],
  'organization:manage': ['owner', 'admin'],
  'billing:manage': ['owner'],
};

export const can = (actor: Actor, capability: Capability): boolean => PERMISSIONS[capability].includes(actor);
