import type { AuthProvider, UserIdentity } from 'react-admin';
import * as accounts from '../accounts/accountsApi';
import type { Credentials, SignupDetails, User } from '../accounts/types';
import { clearSession, readSession, writeSession } from '../session/cookie';
import { apiErrorName, isHttpError } from '../platform/httpClient';
import { resetSessionState } from '../session/sessionReset';
import { verifyEmailPopup } from '../session/verifyEmailPopup';
import { handlePlanError } from '../platform/planErrors';

/**
 * `useLogin()` takes credentials, the details of a new account (sign-up page), or a session token
 * the server already issued (the Google redirect flow hands it over in the address fragment).
 */
export type LoginParams = Credentials | { signup: SignupDetails } | { sessionToken: string };

/** Error names that arrive with 401/403-like meaning but must not end the session (API.md). */
const KEEP_SESSION_ON = new Set(['AccessBlocked', 'EmailNotVerified']);

let currentUser: Promise<User> | undefined;

function me(): Promise<User> {
  currentUser ??= accounts.fetchMe().catch((error: unknown) => {
    currentUser = undefined;
    throw error;
  });
  return currentUser;
}

function startSession(token: string, user: User): void {
  writeSession(token);
  currentUser = Promise.resolve(user);
}

/** Logout and a 401/403 that logs out: the session, the cached user and every client store (spec section 4). */
function endSession(): void {
  clearSession();
  currentUser = undefined;
  resetSessionState();
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    // A session that ended without a logout (the cookie expired) leaves nothing to the next one either.
    resetSessionState();
    if ('sessionToken' in params) {
      writeSession(params.sessionToken);
      currentUser = undefined;
      await me();
      return;
    }
    const { token, user } = 'signup' in params ? await accounts.signup(params.signup) : await accounts.login(params);
    startSession(token, user);
  },

  async logout() {
    if (readSession().token) await accounts.logout().catch(() => undefined);
    endSession();
  },

  async checkAuth() {
    // `message: false`: going to the login page needs no toast.
    if (!readSession().loggedIn) throw { message: false };
  },

  async checkError(error: unknown) {
    if (!isHttpError(error)) return;
    const name = apiErrorName(error);
    if (name === 'EmailNotVerified') verifyEmailPopup.open();
    // AccessBlocked: the trial-end screen; 423: the upgrade popup (spec section 8).
    handlePlanError(error);
    if (name && KEEP_SESSION_ON.has(name)) return;
    if (error.status === 401 || error.status === 403) {
      endSession();
      throw error;
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    if (!readSession().loggedIn) throw new Error('Not signed in');
    const user = await me();
    return { id: user._id, fullName: user.fullName, email: user.email, role: user.role, orgName: user.orgInfo.name };
  },

  async getPermissions() {
    if (!readSession().loggedIn) return undefined;
    return (await me()).role;
  },
};
