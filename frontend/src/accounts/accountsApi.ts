import { httpClient } from '../shell/httpClient';
import type { AuthResponse, Credentials, MeResponse, SignupDetails, User } from './types';

/** Signup always creates the owner of a new organisation (spec section 1). */
export function signup(details: SignupDetails): Promise<AuthResponse> {
  return httpClient<AuthResponse>('/customer/auth/signup', { method: 'POST', body: { ...details, role: 'owner' } });
}

export function login({ email, password }: Credentials): Promise<AuthResponse> {
  return httpClient<AuthResponse>('/customer/auth/login', { method: 'POST', body: { email, password } });
}

export async function logout(): Promise<void> {
  await httpClient<unknown>('/customer/auth/logout', { method: 'POST', timeoutMs: 5_000 });
}

export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const { user } = await httpClient<MeResponse>('/customer/account/me', { signal });
  return user;
}

const FORGOT_PASSWORD_PATH = '/customer/auth/forgot-password';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await httpClient<unknown>(FORGOT_PASSWORD_PATH, { method: 'POST', body: { method: 'request', email } });
}

/** Resolves when the reset link's token can still be used; rejects with the API error otherwise. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<void> {
  await httpClient<{ valid: true }>(FORGOT_PASSWORD_PATH, { method: 'POST', body: { method: 'validate', token }, signal });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await httpClient<unknown>(FORGOT_PASSWORD_PATH, { method: 'POST', body: { method: 'change', token, password } });
}

/** Confirms the address behind a verification link (single use). */
export async function verifyEmail(token: string): Promise<void> {
  await httpClient<unknown>('/customer/account/verify-email', { method: 'POST', body: { token } });
}
