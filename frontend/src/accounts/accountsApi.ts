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
