import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { projection } from '../runner/projection';
import { imageUrl, logoChangedAt } from './images';
import { organizationIdOf } from '@scout/contracts/platform/streams';

/**
 * The organisation's white-label setup as its owner and admins edit it. The mail-provider key stays in
 * the event stream: this document only says whether one is set.
 */
export interface WhitelabelSettingsDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  agencyName: string;
  domain: string;
  senderEmail: string | null;
  apiKeySet: boolean;
  banner: boolean;
  colors: WhitelabelColors;
  logo: string | null;
  favicon: string | null;
  logoChangedAt: string | null;
  configuredAt: string;
}

export const whitelabelSettingsCollection: CollectionSpec = {
  name: 'whitelabelSettings',
  scope: 'tenant',
  fields: { domain: 'text' },
};

export const whitelabelSettingsProjection = projection<WhitelabelSettingsDoc, 'WhiteLabelConfigured' | 'WhiteLabelRemoved'>({
  name: 'whitelabelSettings',
  collection: whitelabelSettingsCollection,
  handles: ['WhiteLabelConfigured', 'WhiteLabelRemoved'],
  // `evolve` makes each document whole from its event: a page never reads the stored one.
  ignoresStoredDocument: true,
  target: (event) => ({ id: organizationIdOf(event.streamId), orgId: organizationIdOf(event.streamId) }),
  evolve(_doc, event) {
    switch (event.type) {
      case 'WhiteLabelConfigured': {
        const { data } = event;
        const orgId = organizationIdOf(event.streamId);
        return {
          _id: orgId,
          orgId,
          agencyName: data.agencyName,
          domain: data.domain,
          senderEmail: data.senderEmail ?? null,
          apiKeySet: Boolean(data.mailApiKeySealed ?? data.mailApiKey),
          banner: data.banner,
          colors: { ...DEFAULT_COLORS, ...data.colors },
          logo: imageUrl(data.logo),
          favicon: imageUrl(data.favicon),
          logoChangedAt: logoChangedAt(data.logo, data.favicon),
          configuredAt: data.configuredAt,
        };
      }
      case 'WhiteLabelRemoved':
        return null;
    }
  },
});
