import type { fetchUtils } from 'react-admin';
import { httpAnswer } from './httpClient';

/**
 * `ra-data-simple-rest`'s `fetchJson`, through Scout's HTTP client: the session token, the request
 * timeout, the connection monitor and Scout's HttpErrors. The provider's addresses are API paths
 * (`/customer/resources/<resource>?range=…`), which the client puts under `/api/v1`. Only its list
 * reads travel here (GET); its `Range` request header is left out, the API always answers `Content-Range`.
 */
export async function simpleRestFetch(url: string, options: fetchUtils.Options = {}) {
  const { status, headers, body } = await httpAnswer<unknown>(url, { signal: options.signal ?? undefined });
  return { status, headers, body: JSON.stringify(body), json: body };
}
