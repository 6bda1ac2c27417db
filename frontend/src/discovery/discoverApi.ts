import type { BankPlatform } from '@scout/contracts/discovery/bank';
import type { ExplainSearchResponse } from '@scout/contracts/discovery/explain';
import type { SearchExportView } from '@scout/contracts/discovery/exports';
import type { ProfileBankMeta, ProfileBankResponse, UnlockContactsResponse } from '@scout/contracts/discovery/profileBank';
import { PROFILE_BANK_PAGE_SIZE } from '@scout/contracts/discovery/profileBank';
import type { DiscoverFilter, DiscoverResponse, LookalikesResponse } from '@scout/contracts/discovery/search';
import type { ProfileListResponse } from '@scout/contracts/profiles/responses';
import type { SavedProfileView } from '@scout/contracts/profiles/responses';
import { toQueryString } from '../platform/queryString';
import { downloadFile } from '../platform/fileDownload';
import { API_BASE, httpClient } from '../platform/httpClient';

/** Spec section 9: a discover search may take up to 125 s. */
export const DISCOVER_TIMEOUT_MS = 125_000;

export const DISCOVER_PATH = '/customer/discoverProfiles';
export const PROFILE_BANK_PATH = '/customer/profileBank';
export const SEARCH_EXPORT_PATH = '/customer/account/search-export';

/**
 * The body of `POST /customer/discoverProfiles`: a first page from offset 0, or the page after
 * `nextPageToken` (the token holds its offset, and must travel with the filter it was made for).
 */
export function discoverRequest(filter: DiscoverFilter, nextPageToken?: string | null) {
  return nextPageToken ? { filter, nextPageToken } : { filter, offset: 0 };
}

export function discoverProfiles(filter: DiscoverFilter, nextPageToken: string | null, signal?: AbortSignal): Promise<DiscoverResponse> {
  return httpClient<DiscoverResponse>(DISCOVER_PATH, {
    method: 'POST',
    body: discoverRequest(filter, nextPageToken),
    signal,
    timeoutMs: DISCOVER_TIMEOUT_MS,
  });
}

export function profileBankPath(page: number, platform: BankPlatform): string {
  return PROFILE_BANK_PATH + toQueryString({ page, limit: PROFILE_BANK_PAGE_SIZE, platform });
}

export function fetchProfileBank(page: number, platform: BankPlatform, signal?: AbortSignal): Promise<ProfileBankResponse> {
  return httpClient<ProfileBankResponse>(profileBankPath(page, platform), { signal });
}

export function fetchProfileBankMeta(signal?: AbortSignal): Promise<ProfileBankMeta> {
  return httpClient<ProfileBankMeta>(`${PROFILE_BANK_PATH}/meta`, { signal });
}

export function unlockContacts(profileBankIds: string[]): Promise<UnlockContactsResponse> {
  return httpClient<UnlockContactsResponse>('/customer/discover/unlockContacts', { method: 'POST', body: { profileBankIds } });
}

/** Saves a bank creator like any profile (plan limit, duplicates refused with 409). */
export function saveFromBank(profileBankId: string): Promise<SavedProfileView> {
  return httpClient<{ profile: SavedProfileView }>('/customer/socialProfile/profile-bank', {
    method: 'POST',
    body: { profileBankId },
  }).then(({ profile }) => profile);
}

/** The saved profile of this organisation with this platform and handle, if there is one (after a 409 on save). */
export async function findSavedProfile(platform: string, username: string, signal?: AbortSignal): Promise<SavedProfileView | null> {
  const path = `/customer/socialProfiles${toQueryString({ page: 1, limit: 20, platform, search: username })}`;
  const { profiles } = await httpClient<ProfileListResponse>(path, { signal });
  return profiles.find((profile) => profile.platform === platform && profile.username.toLowerCase() === username.toLowerCase()) ?? null;
}

export function lookalikesPath(profileBankId: string): string {
  return `/customer/discover/lookalikes${toQueryString({ profileBankId })}`;
}

export function fetchLookalikes(profileBankId: string, signal?: AbortSignal): Promise<LookalikesResponse> {
  return httpClient<LookalikesResponse>(lookalikesPath(profileBankId), { signal });
}

/** Starts a CSV of the first `profileCount` creators of the search; answers the export's id. */
export function startSearchExport(filter: DiscoverFilter, profileCount: number): Promise<{ exportId: string }> {
  return httpClient<{ exportId: string }>(SEARCH_EXPORT_PATH, { method: 'POST', body: { profileCount, filter } });
}

export function fetchSearchExport(exportId: string, signal?: AbortSignal): Promise<SearchExportView> {
  return httpClient<SearchExportView>(`${SEARCH_EXPORT_PATH}/${encodeURIComponent(exportId)}`, { signal });
}

/** The finished CSV, through the session header (`downloadUrl` is a full `/api/v1/...` path). */
export function downloadSearchExport(view: SearchExportView): Promise<void> {
  const url = view.downloadUrl ?? `${API_BASE}${SEARCH_EXPORT_PATH}/${encodeURIComponent(view._id)}/download`;
  const apiPath = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
  return downloadFile(apiPath, view.fileName ?? `scout-search-${view._id}.csv`);
}

export const EXPLAIN_PATH = '/customer/discover/explain';

/** A search counted filter by filter, for an empty result's explanation; spends no search credit. */
export function explainSearch(filter: DiscoverFilter, signal?: AbortSignal): Promise<ExplainSearchResponse> {
  return httpClient<ExplainSearchResponse>(EXPLAIN_PATH, { method: 'POST', body: { filter }, signal, timeoutMs: DISCOVER_TIMEOUT_MS });
}
