import type { PublicProfileResponse } from '@scout/contracts/profiles/responses';
import { httpClient } from '../platform/httpClient';

/** `GET /misc/socialProfile/{slug}`: a shared profile, without login. */
export function fetchPublicProfile(slug: string, signal?: AbortSignal): Promise<PublicProfileResponse> {
  return httpClient<PublicProfileResponse>(`/misc/socialProfile/${encodeURIComponent(slug)}`, { signal });
}
