import type { BitlyConnectionView } from '@scout/contracts/integrations';
import { httpClient } from '../platform/httpClient';

const BITLY_PATH = '/customer/bitly';
/** The spec's callback page, where Bitly sends the user back with `code`. */
export const BITLY_CALLBACK_ROUTE = '/bitly/callback/';

/** The Bitly connection of the organisation, one typed data-provider method each. */
export const integrationsApi = {
  getBitlyConnection: (signal?: AbortSignal) => httpClient<BitlyConnectionView>(BITLY_PATH, { signal }),
  /** Exchanges the OAuth code Bitly sent back for a token kept (encrypted) for the organisation. */
  connectBitly: (code: string) => httpClient<unknown>(BITLY_PATH, { method: 'POST', body: { code } }).then(() => undefined),
  disconnectBitly: () => httpClient<unknown>(BITLY_PATH, { method: 'DELETE' }).then(() => undefined),
};

export type IntegrationsMethods = typeof integrationsApi;
