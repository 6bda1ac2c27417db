import type { PrivateMetrics } from '@scout/contracts/connect';

/**
 * The creator-connect part of the provider port (InsightIQ's Connect flow): Scout makes a provider
 * user for the saved profile, the creator consents and logs in to the platform with the provider's
 * Connect SDK (opened with a short-lived SDK token), the provider then holds an account for that
 * user, and Scout reads the account's private metrics. Failures throw `ServiceUnavailableError`.
 */
export interface ConnectSubject {
  /** The saved profile's id: the provider user's external id. */
  externalId: string;
  platform: string;
  username: string;
  /** A name for the provider's user (the creator's handle). */
  name: string;
}

export interface ConnectUser {
  userId: string;
  /** The embedded provider: the flow is simulated inside Scout. */
  simulated: boolean;
}

/** What the connect page opens: the provider's Connect SDK, or Scout's simulated consent. */
export type ConnectSession =
  | { kind: 'simulated' }
  | { kind: 'sdk'; userId: string; sdkToken: string; expiresAt: string | null; workPlatformId: string | null };

export interface ConnectedAccount {
  accountId: string;
  platform: string;
  /** The handle the provider reports for the account. */
  username: string | null;
  simulated: boolean;
}

export interface ConnectProvider {
  /** The provider's user for this saved profile (made once, found again by its external id). */
  createConnectUser(subject: ConnectSubject): Promise<ConnectUser>;
  /** A fresh token for the connect page to open the provider's Connect SDK with. */
  createConnectToken(userId: string, subject: ConnectSubject): Promise<ConnectSession>;
  /** The user's connected account on the subject's platform, or null while there is none. */
  connectedAccount(userId: string, subject: ConnectSubject): Promise<ConnectedAccount | null>;
  /** The account's private metrics (reach, impressions, audience), as its owner sees them. */
  privateMetrics(account: ConnectedAccount, subject: ConnectSubject): Promise<PrivateMetrics>;
  /** Ends the provider's access to the account; an account it no longer knows is fine. */
  disconnect(account: ConnectedAccount): Promise<void>;
}
