import { httpClient } from '../platform/httpClient';
import type { PasswordChange } from './types';

/** Calls on the signed-in user's own account (the Account page and the verify-email banner). */

export async function changePassword(change: PasswordChange): Promise<void> {
  await httpClient<unknown>('/customer/account/changePassword', { method: 'PUT', body: change });
}

export async function resendVerificationEmail(): Promise<void> {
  await httpClient<unknown>('/customer/account/resend-verify-email');
}
