import { httpClient } from '../platform/httpClient';
import type { HomeResponse } from './types';

export const HOME_PATH = '/customer/home';

/** The dashboard's figures and recent activity (`GET /customer/home`). */
export function fetchHome(signal?: AbortSignal): Promise<HomeResponse> {
  return httpClient<HomeResponse>(HOME_PATH, { signal });
}
