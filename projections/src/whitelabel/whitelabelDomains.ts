import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { projection } from '../runner/projection';
import { imageUrl, logoChangedAt } from './images';
import { organizationIdOf } from '@scout/contracts/platform/streams';

/**
 * The public branding of each white-labelled domain, for `GET /misc/customer/logo?host=` before anyone
 * signs in: only what a login page may show. One document per organisation (so a change of domain
 * moves it), looked up by its indexed `domain`; several organisations may name a domain while it is
 * unproven, only the one DNS proved it for is `verified`.
 */
export interface WhitelabelDomainDoc {
  [key: string]: unknown;
  _id: string;
  domain: string;
  agencyName: string;
  colors: WhitelabelColors;
  logo: string | null;
  favicon: string | null;
  logoChangedAt: string | null;
  /**
   * DNS proved the domain points at Scout and carries the organisation's TXT token
   * (WhiteLabelDomainVerified with its `challenge`); absent or false: it brands nothing.
   */
  verified?: boolean;
}

export const whitelabelDomainsCollection: CollectionSpec = {
  name: 'whitelabelDomains',
  scope: 'global',
  fields: { domain: 'text', verified: 'boolean' },
  indexes: [{ fields: [['domain', 1]] }],
};

export const whitelabelDomainsProjection = projection<
  WhitelabelDomainDoc,
  'WhiteLabelConfigured' | 'WhiteLabelRemoved' | 'WhiteLabelDomainVerified' | 'WhiteLabelDomainLost'
>({
  name: 'whitelabelDomains',
  collection: whitelabelDomainsCollection,
  handles: ['WhiteLabelConfigured', 'WhiteLabelRemoved', 'WhiteLabelDomainVerified', 'WhiteLabelDomainLost'],
  target: (event) => ({ id: organizationIdOf(event.streamId), orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'WhiteLabelConfigured': {
        const { data } = event;
        return {
          _id: organizationIdOf(event.streamId),
          domain: data.domain,
          agencyName: data.agencyName,
          colors: { ...DEFAULT_COLORS, ...data.colors },
          logo: imageUrl(data.logo),
          favicon: imageUrl(data.favicon),
          logoChangedAt: logoChangedAt(data.logo, data.favicon),
          // The same domain keeps its proof; a new one needs its own.
          verified: doc?.domain === data.domain && doc.verified === true,
        };
      }
      case 'WhiteLabelDomainVerified':
        // A proof from before TXT tokens (pointing only) does not say which organisation owns the domain.
        return doc && (doc.domain === event.data.domain && event.data.challenge ? { ...doc, verified: true } : doc);
      case 'WhiteLabelRemoved':
        return null;
      case 'WhiteLabelDomainLost':
        // Another organisation proved the domain: this setup no longer names it publicly.
        return doc?.domain === event.data.domain ? null : doc;
    }
  },
});
