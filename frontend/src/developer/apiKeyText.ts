import { API_KEY_HEADER } from '../apiDocs/apiKeyHeader';

export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** How a listed key is shown: its prefix and an ellipsis for the part nobody can see again. */
export function maskedKey(prefix: string): string {
  return `${prefix}…`;
}

/** A ready-to-run request that lists saved profiles with the key, for the usage hint. */
export function curlExample(origin: string, key: string = KEY_PLACEHOLDER): string {
  return `curl -H "${API_KEY_HEADER}: ${key}" ${origin.replace(/\/+$/, '')}/api/v1/customer/socialProfiles`;
}

/** The listed form of a newly created key: everything but the key itself. */
export function withoutSecret<T extends { key: string }>({ key: _key, ...listed }: T): Omit<T, 'key'> {
  return listed;
}
