import type { CredentialEvent, UserLoggedOut } from '@scout/contracts/accounts';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { assertUsable, type IssuedToken } from './linkTokens';

/** Commands on the user stream about email verification and passwords; `now` is an ISO time. */
export type CredentialCommand =
  | { type: 'RequestEmailVerification'; tokenHash: string; expiresAt: string; now: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string; now: string }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; now: string }
  /** The caller has checked the old password; every session but `keepSessionId` ends. */
  | { type: 'ChangePassword'; passwordHash: string; keepSessionId: string | null; now: string };

export interface CredentialState {
  emailVerified: boolean;
  emailVerification: IssuedToken | null;
  passwordReset: IssuedToken | null;
}

interface UserBasics {
  registered: boolean;
  openSessions: ReadonlySet<string>;
}

export const initialCredentialState = (): CredentialState => ({ emailVerified: false, emailVerification: null, passwordReset: null });

const loggedOut = (sessionIds: Iterable<string>, now: string): UserLoggedOut[] =>
  [...sessionIds].map((sessionId) => ({ type: 'UserLoggedOut', data: { sessionId, loggedOutAt: now } }));

export function decideCredentials(command: CredentialCommand, state: UserBasics & CredentialState): Array<CredentialEvent | UserLoggedOut> {
  if (!state.registered) throw new NotFoundError('User not found');
  switch (command.type) {
    case 'RequestEmailVerification':
      if (state.emailVerified) throw new ConflictError('Your email address is verified already');
      return [
        {
          type: 'EmailVerificationRequested',
          data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt, requestedAt: command.now },
        },
      ];
    case 'VerifyEmail':
      assertUsable(state.emailVerification, command.tokenHash, command.now);
      return [{ type: 'EmailVerified', data: { verifiedAt: command.now } }];
    case 'RequestPasswordReset':
      return [
        { type: 'PasswordResetRequested', data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt, requestedAt: command.now } },
      ];
    case 'ResetPassword':
      assertUsable(state.passwordReset, command.tokenHash, command.now);
      return [
        { type: 'PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: command.now, via: 'reset' } },
        // The reset link came by mail to this address: that proves it, as the verification link would.
        ...(state.emailVerified ? [] : [{ type: 'EmailVerified', data: { verifiedAt: command.now } } as const]),
        ...loggedOut(state.openSessions, command.now),
      ];
    case 'ChangePassword':
      return [
        { type: 'PasswordChanged', data: { passwordHash: command.passwordHash, changedAt: command.now, via: 'change' } },
        ...loggedOut(
          [...state.openSessions].filter((id) => id !== command.keepSessionId),
          command.now,
        ),
      ];
  }
}

const issued = (data: { tokenHash: string; expiresAt: string }): IssuedToken => ({
  tokenHash: data.tokenHash,
  expiresAt: data.expiresAt,
  used: false,
});
const spent = (token: IssuedToken | null): IssuedToken | null => (token ? { ...token, used: true } : null);

export function evolveCredentials<S extends CredentialState>(state: S, event: CredentialEvent): S {
  switch (event.type) {
    case 'EmailVerificationRequested':
      return { ...state, emailVerification: issued(event.data) };
    case 'EmailVerified':
      return { ...state, emailVerified: true, emailVerification: spent(state.emailVerification) };
    case 'PasswordResetRequested':
      return { ...state, passwordReset: issued(event.data) };
    case 'PasswordChanged':
      // Any new password, reset or changed, ends the reset link that may be pending.
      return { ...state, passwordReset: spent(state.passwordReset) };
  }
}
