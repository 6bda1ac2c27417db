import { z } from 'zod';

/**
 * Every ISO 3166-1 alpha-2 country code (249), plus XK (Kosovo, user-assigned but used by
 * proxies and CDNs). The same set as the `i18n-iso-countries` package the backend ships.
 */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ
  BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR
  CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ
  MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF
  PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
  TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
`
    .trim()
    .split(/\s+/),
);

/** A code as users and proxies write it (`at`, ` AT `) as Scout keeps it (`AT`); null when it is no country. */
export function parseCountryCode(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return COUNTRY_CODES.has(code) ? code : null;
}

/**
 * The whitelisted country codes (spec section 9): `undefined` means every country; otherwise only
 * the codes listed. Scout never shows the list itself.
 */
export type CountryWhitelist = readonly string[] | undefined;

/** Whether a code is a country the whitelist allows (every country when there is no whitelist). */
export function isWhitelistedCountry(raw: string | null | undefined, whitelist: CountryWhitelist): boolean {
  return whitelistedCountry(raw, whitelist) !== null;
}

/** The code, upper case, when the whitelist allows it; otherwise null (unknown codes too). */
export function whitelistedCountry(raw: string | null | undefined, whitelist: CountryWhitelist): string | null {
  const code = parseCountryCode(raw);
  return code !== null && (whitelist === undefined || whitelist.includes(code)) ? code : null;
}

/**
 * `WHITELISTED_COUNTRY_CODES`: comma-separated ISO codes (`AT,DE, ch`), upper-cased and without
 * repeats; a code that is no country fails with its name. At least one code.
 */
export const countryWhitelistSchema = z.string().transform((text, ctx): readonly string[] => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const unknown = parts.filter((part) => parseCountryCode(part) === null);
  if (unknown.length > 0) {
    ctx.addIssue({ code: 'custom', message: `not ISO 3166-1 alpha-2 country codes: ${unknown.join(', ')}` });
    return z.NEVER;
  }
  if (parts.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'must list at least one country code (unset it to allow every country)' });
    return z.NEVER;
  }
  return Object.freeze([...new Set(parts.map((part) => part.toUpperCase()))]);
});
