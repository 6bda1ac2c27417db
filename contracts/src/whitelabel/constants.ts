import { PRODUCT_NAME } from '../platform/productName';

/** The eight white-label colours of the UI state (spec section 3), in the order screens show them. */
export const COLOR_NAMES = [
  'primary',
  'primaryLight',
  'secondary',
  'secondaryLight',
  'textLight',
  'textDark',
  'appBackground',
  'navbarBackground',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];
export type WhitelabelColors = Record<ColorName, string>;

/** Scout's own colours: what a host without white-label gets. */
export const DEFAULT_COLORS: WhitelabelColors = {
  primary: '#4f46e5',
  primaryLight: '#e0e7ff',
  secondary: '#f97316',
  secondaryLight: '#ffedd5',
  textLight: '#6b7280',
  textDark: '#111827',
  appBackground: '#f5f6fa',
  navbarBackground: '#ffffff',
};

export const DEFAULT_AGENCY_NAME = PRODUCT_NAME;

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The image types a logo or favicon may be, told by their first bytes. */
export { IMAGE_TYPES, type ImageType } from '../platform/imageTypes';

/** Upload limits, per file. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const FAVICON_MAX_BYTES = 256 * 1024;

/** The two files of a white-label setup, by their multipart field names. */
export const WHITELABEL_FILES = { logo: LOGO_MAX_BYTES, favicon: FAVICON_MAX_BYTES } as const;
export type WhitelabelFile = keyof typeof WHITELABEL_FILES;

/** Where a custom domain stands: not set, waiting for its DNS records, or proven (pointing at Scout, with the organisation's TXT token). */
export const DOMAIN_STATUSES = ['none', 'pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/**
 * The TXT record that proves which organisation owns a white-label domain: at
 * `_scout-challenge.<domain>` (the domain itself cannot hold a TXT beside its CNAME), the value
 * `scout-verify=<22 base62 characters>` issued to the organisation when it configured the domain.
 */
export const DOMAIN_CHALLENGE_LABEL = '_scout-challenge';
export const DOMAIN_CHALLENGE_TOKEN = /^scout-verify=[0-9A-Za-z]{22}$/;
/** Where the TXT record of `domain` (a port, if any, left out) is looked up. */
export const domainChallengeName = (domain: string): string => `${DOMAIN_CHALLENGE_LABEL}.${domain.replace(/:\d+$/, '')}`;
