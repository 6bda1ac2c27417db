import type { UserDoc } from '@scout/projections/accounts/users';

/** Who calls: a signed-in user or an API key, acting for one organisation. */
export interface Principal {
  /** The signed-in user; for an API key, the user who created it (null if unknown). */
  userId: string;
  orgId: string;
  role: UserDoc['role'];
  via: 'session' | 'apiKey';
  sessionId: string | null;
  apiKeyId?: string | null;
}
