import { createRequire } from 'node:module';
import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, countryWhitelistSchema, isWhitelistedCountry, parseCountryCode, whitelistedCountry } from './countries';
import { configSchema } from '../config';

describe('parseCountryCode', () => {
  it('takes ISO 3166-1 alpha-2 codes in any case and spacing', () => {
    expect(parseCountryCode('AT')).toBe('AT');
    expect(parseCountryCode(' de ')).toBe('DE');
    expect(parseCountryCode('xk')).toBe('XK');
  });
  it('answers null for anything that is no country', () => {
    for (const raw of ['QQ', 'XX', 'T1', 'EU', 'AUT', 'Austria', '', 'A', 'AT, DE', null, undefined])
      expect(parseCountryCode(raw)).toBeNull();
  });
  it('knows the same countries as i18n-iso-countries', () => {
    const names = createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as { countries: Record<string, unknown> };
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(names.countries).sort());
  });
});

describe('the whitelist rule', () => {
  it('allows every country when there is no whitelist, and nothing else', () => {
    expect(isWhitelistedCountry('AT', undefined)).toBe(true);
    expect(isWhitelistedCountry('zw', undefined)).toBe(true);
    expect(isWhitelistedCountry('QQ', undefined)).toBe(false);
    expect(isWhitelistedCountry(null, undefined)).toBe(false);
  });
  it('allows only the listed countries when there is one', () => {
    const whitelist = ['AT', 'DE'];
    expect(isWhitelistedCountry('at', whitelist)).toBe(true);
    expect(isWhitelistedCountry('CH', whitelist)).toBe(false);
    expect(whitelistedCountry(' de', whitelist)).toBe('DE');
    expect(whitelistedCountry('CH', whitelist)).toBeNull();
    expect(whitelistedCountry(undefined, whitelist)).toBeNull();
  });
});

describe('WHITELISTED_COUNTRY_CODES', () => {
  it('is a comma-separated list, upper-cased, without repeats or blanks', () => {
    expect(countryWhitelistSchema.parse('at, DE,ch,,at ')).toEqual(['AT', 'DE', 'CH']);
  });
  it('refuses codes that are no country, naming them', () => {
    const parsed = countryWhitelistSchema.safeParse('AT,QQ,Germany');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('not ISO 3166-1 alpha-2 country codes: QQ, Germany');
  });
  it('refuses a list without any code', () => {
    expect(countryWhitelistSchema.safeParse(' , ').success).toBe(false);
  });
  it('is optional in the configuration (every country), with the country header beside it', () => {
    const unset = configSchema.parse({});
    expect(unset.WHITELISTED_COUNTRY_CODES).toBeUndefined();
    expect(unset.CLIENT_COUNTRY_HEADER).toBeUndefined();
    const set = configSchema.parse({ WHITELISTED_COUNTRY_CODES: 'at,de', CLIENT_COUNTRY_HEADER: 'CF-IPCountry' });
    expect(set.WHITELISTED_COUNTRY_CODES).toEqual(['AT', 'DE']);
    expect(set.CLIENT_COUNTRY_HEADER).toBe('cf-ipcountry');
    expect(configSchema.safeParse({ CLIENT_COUNTRY_HEADER: 'CF IPCountry:' }).success).toBe(false);
  });
});
