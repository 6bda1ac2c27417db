import { describe, expect, it } from '@jest/globals';
import { clientCountry } from './clientCountry';

const request = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] });

describe('clientCountry', () => {
  const behindProxy = { TRUST_PROXY_HOPS: 1, CLIENT_COUNTRY_HEADER: 'cf-ipcountry' };

  it('reads the configured header of a trusted proxy as an ISO code', () => {
    expect(clientCountry(request({ 'cf-ipcountry': 'at' }), behindProxy)).toBe('AT');
  });
  it('ignores the header without a trusted proxy, since any client could send it', () => {
    expect(clientCountry(request({ 'cf-ipcountry': 'AT' }), { ...behindProxy, TRUST_PROXY_HOPS: 0 })).toBeNull();
  });
  it('reads nothing when no header is configured', () => {
    expect(clientCountry(request({ 'cf-ipcountry': 'AT', 'x-country-code': 'AT' }), { TRUST_PROXY_HOPS: 1 })).toBeNull();
  });
  it('answers null for a missing header and for values that are no country (unknown, Tor, repeated)', () => {
    expect(clientCountry(request({}), behindProxy)).toBeNull();
    for (const value of ['XX', 'T1', 'AT, DE', 'Austria'])
      expect(clientCountry(request({ 'cf-ipcountry': value }), behindProxy)).toBeNull();
  });
});
