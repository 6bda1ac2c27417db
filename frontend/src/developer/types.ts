import type { ApiKeyView } from '@scout/contracts/accounts/apiKeys';

/** The organisation's key as listed: never the key itself, only its prefix. */
export type ApiKey = ApiKeyView;

/** `POST /customer/account/api-key`: the key itself is in this answer and nowhere else, ever. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface ApiKeyResponse {
  apiKey: ApiKey | null;
}

export interface CreatedApiKeyResponse {
  apiKey: CreatedApiKey;
}

export interface RevokedApiKeyResponse {
  revoked: true;
}
