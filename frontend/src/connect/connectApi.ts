import type { ConnectLink, ConnectPage } from '@scout/contracts/connect/responses';
import { httpClient } from '../platform/httpClient';
import type { SavedProfile } from '../profiles/types';

const PROFILE_PATH = '/customer/socialProfile';

/** The team's side: a link for the creator (shown once), and disconnect. */
export const connectApi = {
  start: (profileId: string, readComments: boolean) =>
    httpClient<{ connect: ConnectLink; profile: SavedProfile }>(`${PROFILE_PATH}/connect`, {
      method: 'PUT',
      body: { profileId, readComments },
    }),
  disconnect: (profileId: string) =>
    httpClient<{ profile: SavedProfile }>(`${PROFILE_PATH}/disconnect`, { method: 'PUT', body: { profileId } }),
};

/** The creator's side, without login: what the link asks, and completing it. */
export function fetchConnectPage(token: string, signal?: AbortSignal): Promise<ConnectPage> {
  return httpClient<ConnectPage>(`/misc/socialProfile/phyllo/${encodeURIComponent(token)}`, { signal });
}

export function completeConnect(body: { token: string; userId?: string; accountId?: string }) {
  return httpClient<{ connected: true; platform: string; username: string }>(`${PROFILE_PATH}/thirdparty-connect`, { method: 'PUT', body });
}
