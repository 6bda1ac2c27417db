import { NotFoundError, ValidationError } from '@scout/platform/errors';

/** A token mailed in a link (email verification, password reset), known only by its hash. */
export interface IssuedToken {
  tokenHash: string;
  expiresAt: string;
  used: boolean;
}

/**
 * Throws unless `tokenHash` names the live token: the latest one issued, unused and unexpired.
 * Issuing a new token replaces the previous one, so older links stop working.
 */
export function assertUsable(issued: IssuedToken | null, tokenHash: string, now: string): asserts issued is IssuedToken {
  if (!issued || issued.tokenHash !== tokenHash) throw new NotFoundError('This link is not valid, please request a new one');
  if (issued.used) throw linkError('This link was used already, please request a new one');
  if (now >= issued.expiresAt) throw linkError('This link has expired, please request a new one');
}

const linkError = (message: string) => new ValidationError(message, [{ path: 'token', message }]);
