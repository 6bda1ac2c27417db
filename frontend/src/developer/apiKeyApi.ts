import { httpClient } from '../platform/httpClient';
import type { ApiKey, ApiKeyResponse, CreatedApiKey, CreatedApiKeyResponse, RevokedApiKeyResponse } from './types';

export const API_KEY_PATH = '/customer/account/api-key';

export async function fetchApiKey(signal?: AbortSignal): Promise<ApiKey | null> {
  const { apiKey } = await httpClient<ApiKeyResponse>(API_KEY_PATH, { signal });
  return apiKey;
}

/** Creates the organisation's key; an existing one is revoked by the server at the same time. */
export async function createApiKey(): Promise<CreatedApiKey> {
  const { apiKey } = await httpClient<CreatedApiKeyResponse>(API_KEY_PATH, { method: 'POST' });
  return apiKey;
}

export async function revokeApiKey(): Promise<void> {
  await httpClient<RevokedApiKeyResponse>(API_KEY_PATH, { method: 'DELETE' });
}
