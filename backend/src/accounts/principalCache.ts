import type { OrganizationDoc } from '@scout/projections/accounts/organizations';
import { apiKeysProjection } from '@scout/projections/accounts/apiKeys';
import { organizationsProjection } from '@scout/projections/accounts/organizations';
import { sessionsProjection } from '@scout/projections/accounts/sessions';
import { usersProjection } from '@scout/projections/accounts/users';
import type { Principal } from './principalType';

/** A caller resolved from its credentials, with what decides each request's access. */
export interface ResolvedCaller {
  principal: Principal;
  /** When the session ends (checked on every request); null for an API key. */
  expiresAt: string | null;
  /** The organisation's plan fields access blocking reads; null when it has no document. */
  access: Pick<OrganizationDoc, 'package' | 'trialEndsAt'> | null;
}

/**
 * Callers resolved in this process, by credential hash. An entry lives at most `ttlMs` from when it
 * was read, however often it is used; every change to sessions, users, API keys or organisations
 * drops them all: at its append (so a revoked credential stops at once in this process), once the
 * read models show it (so an entry read in between does not outlive the change), and for another
 * process's append when its notification arrives. `ttlMs` bounds what the notifications can miss.
 */
export interface PrincipalCache {
  get(credentialHash: string): ResolvedCaller | undefined;
  set(credentialHash: string, caller: ResolvedCaller): void;
  /** Drops every entry when `types` (null: unknown, another process's append) may change a caller. */
  invalidate(types: readonly string[] | null): void;
  /** Drops every entry when the projection is one a caller is resolved from. */
  projectionApplied(projection: string): void;
}

/** Event types that never change a caller resolved already: a new session or key is a new credential. */
const CREATIONS = new Set(['UserLoggedIn', 'ApiKeyCreated', 'OrganizationCreated', 'UserRegistered']);

const CALLER_PROJECTIONS = [sessionsProjection, usersProjection, apiKeysProjection, organizationsProjection];
const CALLER_PROJECTION_NAMES: ReadonlySet<string> = new Set(CALLER_PROJECTIONS.map((projection) => projection.name));

/** What changes a resolved caller: the event types of the read models a caller is resolved from. */
export const CALLER_CHANGING_TYPES: ReadonlySet<string> = new Set(
  CALLER_PROJECTIONS.flatMap((projection) => [...projection.handles]).filter((type) => !CREATIONS.has(type)),
);

/** Entries at most: beyond it the oldest go first (a flood of valid credentials cannot grow memory). */
const MAX_ENTRIES = 10_000;

export function createPrincipalCache(ttlMs: number, now: () => number = Date.now): PrincipalCache {
  const entries = new Map<string, { caller: ResolvedCaller; until: number }>();
  return {
    get(credentialHash) {
      const entry = entries.get(credentialHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.caller;
      entries.delete(credentialHash);
      return undefined;
    },
    set(credentialHash, caller) {
      if (ttlMs <= 0) return;
      // A caller in use is read again after its time, however often it is asked for.
      const live = entries.get(credentialHash);
      if (live && live.until > now()) return;
      entries.delete(credentialHash);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(credentialHash, { caller, until: now() + ttlMs });
    },
    invalidate(types) {
      if (types === null || types.some((type) => CALLER_CHANGING_TYPES.has(type))) entries.clear();
    },
    projectionApplied(projection) {
      if (CALLER_PROJECTION_NAMES.has(projection)) entries.clear();
    },
  };
}
