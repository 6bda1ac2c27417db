import { DEFAULT_AGENCY_NAME, DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import type { Branding, WhitelabelSettings } from '@scout/contracts/whitelabel/responses';
import { whitelabelDomainsCollection, type WhitelabelDomainDoc } from '@scout/projections/whitelabel/whitelabelDomains';
import { whitelabelSettingsCollection, type WhitelabelSettingsDoc } from '@scout/projections/whitelabel/whitelabelSettings';
import type { AppContext } from '../runtime/context';

export const scoutBranding: Branding = {
  whiteLabel: false,
  agencyName: DEFAULT_AGENCY_NAME,
  colors: DEFAULT_COLORS,
  logo: null,
  favicon: null,
  logoChangedAt: null,
};

/** `Brand.Example.com.` → `brand.example.com`; the port is kept (a domain may name one). */
export const normalizeHost = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');

/**
 * The branding a host shows: its agency's, matched with and then without the port, once DNS proved
 * the domain points at Scout; Scout's otherwise (a pending domain brands nothing).
 */
export async function brandingForHost(ctx: AppContext, host: string | undefined): Promise<Branding> {
  if (!host) return scoutBranding;
  const domains = ctx.readStore.global<WhitelabelDomainDoc>(whitelabelDomainsCollection);
  const wanted = normalizeHost(host);
  const candidates = [...new Set([wanted, wanted.replace(/:\d+$/, '')])];
  for (const domain of candidates) {
    const doc = await domains.findOne({ domain, verified: true });
    if (doc) {
      return {
        whiteLabel: true,
        agencyName: doc.agencyName,
        colors: doc.colors,
        logo: doc.logo,
        favicon: doc.favicon,
        logoChangedAt: doc.logoChangedAt,
      };
    }
  }
  return scoutBranding;
}

/**
 * The product name the client of a request knows: the agency's name when the request's host is
 * an organisation's white-label domain, else Scout's (error messages put it in place of
 * data-provider brands). The host is `req.host`: the Host header, or X-Forwarded-Host from a
 * trusted proxy.
 */
export async function productNameForHost(ctx: AppContext, host: string | undefined): Promise<string> {
  return (await brandingForHost(ctx, host)).agencyName;
}

/** Which organisation, if any, DNS proved this domain for. */
export async function domainOwner(ctx: AppContext, domain: string): Promise<string | null> {
  const doc = await ctx.readStore.global<WhitelabelDomainDoc>(whitelabelDomainsCollection).findOne({ domain, verified: true });
  return doc?._id ?? null;
}

/** The white-label domain DNS proved for the organisation, or null (none, or not proven yet). */
export async function verifiedDomainOf(ctx: AppContext, orgId: string): Promise<string | null> {
  const doc = await ctx.readStore.global<WhitelabelDomainDoc>(whitelabelDomainsCollection).get(orgId);
  return doc?.verified === true ? doc.domain : null;
}

export async function whitelabelSettings(ctx: AppContext, orgId: string): Promise<WhitelabelSettings | null> {
  const doc = await ctx.readStore.tenant<WhitelabelSettingsDoc>(whitelabelSettingsCollection).forOrg(orgId).get(orgId);
  if (!doc) return null;
  return {
    agencyName: doc.agencyName,
    domain: doc.domain,
    senderEmail: doc.senderEmail,
    apiKeySet: doc.apiKeySet,
    banner: doc.banner,
    colors: doc.colors,
    logo: doc.logo,
    favicon: doc.favicon,
    logoChangedAt: doc.logoChangedAt,
    configuredAt: doc.configuredAt,
  };
}
