import { parseCountryCode } from '@scout/contracts/platform/countries';

/** The parts of an Express request the client's country is read from. */
export interface CountryHeaders {
  get(name: string): string | undefined;
}

export interface ClientCountryConfig {
  TRUST_PROXY_HOPS: number;
  /** Lower-case header name (config). */
  CLIENT_COUNTRY_HEADER?: string | undefined;
}

/**
 * The client's country as a trusted reverse proxy tells it (`CF-IPCountry: AT`), or null. Like
 * X-Forwarded-For (see `clientAddress`), the header is read only when `TRUST_PROXY_HOPS` > 0 and
 * `CLIENT_COUNTRY_HEADER` names it: without a trusted proxy any client could forge it. Values
 * that are no ISO country (Cloudflare's `XX` unknown and `T1` Tor) are null.
 */
export function clientCountry(req: CountryHeaders, config: ClientCountryConfig): string | null {
  if (config.TRUST_PROXY_HOPS <= 0 || !config.CLIENT_COUNTRY_HEADER) return null;
  return parseCountryCode(req.get(config.CLIENT_COUNTRY_HEADER));
}
