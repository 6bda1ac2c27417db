import { httpClient } from '../platform/httpClient';
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

/** `GET /customer/auth/user/{token}` for an AppSumo activation link: the buyer and the licence. */
export interface AppSumoUser {
  email: string;
  invoice_item_uuid: string;
  plan: string;
}

/** The unredeemed AppSumo licence behind an activation link; rejects for any other token (an invitation's included). */
export async function fetchAppSumoUser(token: string, signal?: AbortSignal): Promise<AppSumoUser> {
  const answer = await httpClient<Partial<AppSumoUser>>(`/customer/auth/user/${encodeURIComponent(token)}`, { signal });
  const { email, invoice_item_uuid, plan } = answer;
  if (typeof email !== 'string' || typeof invoice_item_uuid !== 'string' || typeof plan !== 'string')
    throw new Error('not an AppSumo activation link');
  return { email, invoice_item_uuid, plan };
}

/** `GET /customer/promoter/{id}`: who a referral link comes from. */
export interface Promoter {
  id: string;
  name: string;
}

export function fetchPromoter(id: string, signal?: AbortSignal): Promise<Promoter> {
  return httpClient<Promoter>(`/customer/promoter/${encodeURIComponent(id)}`, { signal });
}

/** Keeps a known promoter's referral id for the first payment; from the import-free referral module. */
export { rememberReferral } from './referral';
