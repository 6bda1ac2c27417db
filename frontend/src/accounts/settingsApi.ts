import type { SurveyRequest, UpdateUserInfoRequest, UsageResponse } from '@scout/contracts/accounts';
import { httpClient } from '../platform/httpClient';
import type { User } from './types';

/** Account and organisation settings calls (spec section 7, "Auth and account"). */

export async function updateUserInfo(info: UpdateUserInfoRequest): Promise<User> {
  return (await httpClient<{ user: User }>('/customer/account/updateUserInfo', { method: 'PUT', body: info })).user;
}

export async function submitSurvey(data: SurveyRequest['data']): Promise<void> {
  await httpClient<unknown>('/customer/account/survey', { method: 'POST', body: { data } });
}

export async function setUserGuide(userGuide: boolean): Promise<void> {
  await httpClient<unknown>('/customer/account/config', { method: 'PUT', body: { userGuide } });
}

/** Whether the organisation's saved profiles have public pages (`PUT /customer/account/config`). */
export async function setPublicProfiles(publicProfiles: boolean): Promise<void> {
  await httpClient<unknown>('/customer/account/config', { method: 'PUT', body: { publicProfiles } });
}

export function fetchUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return httpClient<UsageResponse>('/customer/account/usage', { signal });
}

export async function createTicket(ticket: { subject: string; text: string }): Promise<void> {
  await httpClient<unknown>('/customer/create-ticket', { method: 'POST', body: ticket });
}
