import type { LocationMatch, LocationsQueryInput, LocationsResponse } from '@scout/contracts/discovery/locations';
import { LOCATIONS_MAX_TEXT } from '@scout/contracts/discovery/locations';
import { toQueryString } from '../platform/queryString';
import { httpClient } from '../platform/httpClient';

export const LOCATIONS_PATH = '/misc/locations';

/**
 * `GET /misc/locations`: countries and cities whose English, German or other name has a word
 * starting with `text` ("wien", "Zür", "österr"), best first. A blank text asks nothing and is [];
 * a text over the server's limit is cut to it.
 */
export async function searchLocations(query: LocationsQueryInput, signal?: AbortSignal): Promise<LocationMatch[]> {
  const text = query.text.trim().slice(0, LOCATIONS_MAX_TEXT);
  if (!text) return [];
  const { locations } = await httpClient<LocationsResponse>(
    `${LOCATIONS_PATH}${toQueryString({ text, type: query.type, limit: query.limit })}`,
    { signal },
  );
  return locations;
}
