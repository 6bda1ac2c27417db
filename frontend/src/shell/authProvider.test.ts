/**
 * The auth provider's part of the error catalogue (spec section 8, API.md): `EmailNotVerified`
 * opens the verify-email popup and, although a 403, keeps the session; any other 401 or 403 logs out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { readSession, writeSession } from '../session/cookie';
import { resetSessionState } from '../session/sessionReset';
import { verifyEmailPopup } from '../session/verifyEmailPopup';
import { authProvider } from './authProvider';

/** Node has no browser: a cookie that holds the last one written, as the session cookie alone behaves, and a location. */
const globals = globalThis as Record<string, unknown>;
beforeAll(() => {
  globals.document = { cookie: '' };
  globals.window = { location: { protocol: 'http:' } };
});
afterAll(() => {
  delete globals.document;
  delete globals.window;
});
afterEach(() => resetSessionState());

const failure = (status: number, name: string) => new HttpError(`${name} message`, status, { name, message: `${name} message` });

describe('checkError', () => {
  it('EmailNotVerified (403): opens the verify-email popup and keeps the session', async () => {
    writeSession('token-1');
    expect(verifyEmailPopup.isOpen()).toBe(false);
    await expect(authProvider.checkError(failure(403, 'EmailNotVerified'))).resolves.toBeUndefined();
    expect(verifyEmailPopup.isOpen()).toBe(true);
    expect(readSession()).toEqual({ loggedIn: true, token: 'token-1' });
  });

  it('any other 403, and a 401: logs out and rejects, so react-admin goes to the login page', async () => {
    for (const [status, name] of [
      [403, 'Forbidden'],
      [401, 'Unauthorized'],
    ] as const) {
      writeSession('token-2');
      verifyEmailPopup.open();
      const error = failure(status, name);
      await expect(authProvider.checkError(error)).rejects.toBe(error);
      expect([status, readSession()]).toEqual([status, { loggedIn: false, token: null }]);
      // Logout resets every client store, the popup included.
      expect(verifyEmailPopup.isOpen()).toBe(false);
    }
  });

  it('other failures (a 404, a 409, a plan limit) keep the session and open no popup', async () => {
    writeSession('token-3');
    for (const [status, name] of [
      [404, 'NotFound'],
      [409, 'Conflict'],
      [423, 'PlanLimit'],
    ] as const)
      await expect(authProvider.checkError(failure(status, name))).resolves.toBeUndefined();
    expect(verifyEmailPopup.isOpen()).toBe(false);
    expect(readSession()).toEqual({ loggedIn: true, token: 'token-3' });
  });
});
