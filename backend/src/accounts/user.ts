import type {
  CredentialEvent,
  TeamEvent,
  UserEvent,
  UserRegistered,
  UserRegistrationAbandoned,
  UserSettingsEvent,
} from '@scout/contracts/accounts';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';
import { EMAIL_TAKEN } from './emailReservation';

/**
 * A Google sign-in into a password account nobody proved the address of: whoever signed up with it
 * may not own the address, so Google's proof must not hand that account (and the password and
 * sessions its creator holds) to the address's owner.
 */
export const GOOGLE_LINK_UNVERIFIED =
  'An account with this email already exists, but its email address was never verified. Log in with its password and verify the address, or reset the password by mail (that proves the address), then sign in with Google.';
import {
  decideCredentials,
  evolveCredentials,
  initialCredentialState,
  type CredentialCommand,
  type CredentialState,
} from './userCredentials';

export type UserCommand =
  /** `emailVerified`: the address is proven already (Google confirmed it). */
  | { type: 'RegisterUser'; data: UserRegistered['data']; session?: NewSession; emailVerified?: boolean }
  | ({ type: 'LogIn' } & NewSession)
  /** Google proved the address, not the account: it opens only an account whose email is verified. */
  | ({ type: 'LogInWithGoogle' } & NewSession)
  | { type: 'LogOut'; sessionId: string; now: string }
  | CredentialCommand;

interface NewSession {
  sessionId: string;
  tokenHash: string;
  expiresAt: string;
  now: string;
}

const loggedIn = (s: NewSession): UserEvent => ({
  type: 'UserLoggedIn',
  data: { sessionId: s.sessionId, tokenHash: s.tokenHash, expiresAt: s.expiresAt, loggedInAt: s.now },
});

/** `abandoned`: the stream holds UserRegistrationAbandoned, and its email went to someone else. */
export type UserState = { registered: boolean; abandoned: boolean; openSessions: ReadonlySet<string> } & CredentialState;
/** Every event of a user stream. */
export type UserStreamEvent = UserEvent | CredentialEvent | TeamEvent | UserSettingsEvent | UserRegistrationAbandoned;

export const userDecider: Decider<UserCommand, UserState, UserStreamEvent> = {
  initialState: () => ({ registered: false, abandoned: false, openSessions: new Set(), ...initialCredentialState() }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.abandoned) throw new ConflictError(EMAIL_TAKEN);
        if (state.registered) throw new ConflictError('The user exists already');
        return [
          { type: 'UserRegistered', data: command.data },
          ...(command.emailVerified ? [{ type: 'EmailVerified', data: { verifiedAt: command.data.registeredAt } } as const] : []),
          ...(command.session ? [loggedIn(command.session)] : []),
        ];
      case 'LogIn':
        if (!state.registered) throw new NotFoundError('User not found');
        return [loggedIn(command)];
      case 'LogInWithGoogle':
        if (!state.registered) throw new NotFoundError('User not found');
        if (!state.emailVerified) throw new ConflictError(GOOGLE_LINK_UNVERIFIED);
        return [loggedIn(command)];
      case 'LogOut':
        // Logging out twice is harmless: the second time nothing happens.
        if (!state.openSessions.has(command.sessionId)) return [];
        return [{ type: 'UserLoggedOut', data: { sessionId: command.sessionId, loggedOutAt: command.now } }];
      default:
        return decideCredentials(command, state);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'UserLoggedIn':
        return { ...state, openSessions: new Set([...state.openSessions, event.data.sessionId]) };
      case 'UserLoggedOut': {
        const openSessions = new Set(state.openSessions);
        openSessions.delete(event.data.sessionId);
        return { ...state, openSessions };
      }
      case 'MemberRemoved':
        return { ...state, registered: false };
      case 'UserRegistrationAbandoned':
        return { ...state, abandoned: true };
      case 'EmailVerificationRequested':
      case 'EmailVerified':
      case 'PasswordResetRequested':
      case 'PasswordChanged':
        return evolveCredentials(state, event);
      // Events other deciders write on the user stream (team, settings) change nothing here.
      default:
        return state;
    }
  },
};
