import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { WhiteLabelConfigured } from '@scout/contracts/whitelabel/events';
import { NotFoundError } from '../platform/errors';
import { deciderSpec } from '../platform/testing/deciderSpec';
import { whitelabelDecider, type WhitelabelCommand } from './whitelabel';

const spec = deciderSpec(whitelabelDecider);
const logo = { blobId: '7d2c1a5e-7c1b-4f0e-9a51-3f1f6d2b8e47', contentType: 'image/png' as const, size: 68, uploadedAt: '2026-11-20T10:00:00.000Z' };
const favicon = { ...logo, blobId: '8e3d2b6f-8d2c-4a1f-8b62-4a2a7e3c9f58', contentType: 'image/x-icon' as const };

const orgCreated: ScoutEvent = {
  type: 'OrganizationCreated',
  data: { orgId: 'a7c1f3e0-1d2b-4c5d-8e9f-0a1b2c3d4e5f', name: 'Agency', ownerId: 'b8d2a4f1-2e3c-4d6e-9f0a-1b2c3d4e5f60', package: 'free', createdAt: '2026-11-01T00:00:00.000Z' },
};

const configured = (data: Partial<WhiteLabelConfigured['data']> = {}): WhiteLabelConfigured => ({
  type: 'WhiteLabelConfigured',
  data: { agencyName: 'Brandly', domain: 'app.brandly.io', banner: false, colors: { primary: '#112233' }, configuredAt: '2026-11-20T10:00:00.000Z', ...data },
});

/** A stand-in for sealerFor: visibly sealed, and deterministic so the events can be compared. */
const seal = (secret: string) => `v1.${Buffer.from(secret).toString('base64url')}.tag.sealed`;

const configure = (overrides: Partial<Extract<WhitelabelCommand, { type: 'ConfigureWhitelabel' }>> = {}): WhitelabelCommand => ({
  type: 'ConfigureWhitelabel',
  setup: { agencyName: 'Brandly', domain: 'app.brandly.io', banner: false, colors: { primary: '#112233' } },
  seal,
  now: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('white-label decider', () => {
  it('configures an organisation that has none, passing over the organisation’s other events', () => {
    spec
      .given([orgCreated as never])
      .when(configure({ logo }))
      .then([configured({ logo, configuredAt: '2026-11-21T10:00:00.000Z' })]);
  });

  it('keeps the files and the sealed mail key that a new setup does not send', () => {
    spec
      .given([configured({ logo, favicon, mailApiKeySealed: seal('mk_live_secret') })])
      .when(configure({ setup: { agencyName: 'Brandly 2', domain: 'brand.example.com', banner: true, colors: {} } }))
      .then([
        {
          type: 'WhiteLabelConfigured',
          data: { agencyName: 'Brandly 2', domain: 'brand.example.com', mailApiKeySealed: seal('mk_live_secret'), banner: true, colors: {}, logo, favicon, configuredAt: '2026-11-21T10:00:00.000Z' },
        },
      ]);
  });

  it('seals a mail key that an event from before sealing kept as it was, and never writes it out again', () => {
    spec
      .given([configured({ mailApiKey: 'mk_legacy_plain' })])
      .when(configure())
      .then([configured({ mailApiKeySealed: seal('mk_legacy_plain'), configuredAt: '2026-11-21T10:00:00.000Z' })]);
  });

  it('replaces a file and the mail key that are sent', () => {
    const newLogo = { ...logo, blobId: '9f4e3c70-9e3d-4b20-9c73-5b3b8f4d0a69', uploadedAt: '2026-11-21T10:00:00.000Z' };
    spec
      .given([configured({ logo, mailApiKeySealed: seal('old-key-123') })])
      .when(configure({ logo: newLogo, setup: { agencyName: 'Brandly', domain: 'app.brandly.io', banner: false, colors: {}, mailApiKey: 'new-key-456' } }))
      .then([
        {
          type: 'WhiteLabelConfigured',
          data: { agencyName: 'Brandly', domain: 'app.brandly.io', mailApiKeySealed: seal('new-key-456'), banner: false, colors: {}, logo: newLogo, configuredAt: '2026-11-21T10:00:00.000Z' },
        },
      ]);
  });

  it('removes a setup', () => {
    spec
      .given([configured()])
      .when({ type: 'RemoveWhitelabel', now: '2026-11-22T10:00:00.000Z' })
      .then([{ type: 'WhiteLabelRemoved', data: { domain: 'app.brandly.io', removedAt: '2026-11-22T10:00:00.000Z' } }]);
  });

  it('cannot remove what is not there, or was removed already', () => {
    spec.given([]).when({ type: 'RemoveWhitelabel', now: '2026-11-22T10:00:00.000Z' }).thenThrows(NotFoundError);
    spec
      .given([configured(), { type: 'WhiteLabelRemoved', data: { domain: 'app.brandly.io', removedAt: '2026-11-21T00:00:00.000Z' } }])
      .when({ type: 'RemoveWhitelabel', now: '2026-11-22T10:00:00.000Z' })
      .thenThrows(NotFoundError, 'White-label is not set up');
  });

  it('starts afresh after a removal: no old files or key come back', () => {
    spec
      .given([configured({ logo, mailApiKey: 'old-key-123' }), { type: 'WhiteLabelRemoved', data: { domain: 'app.brandly.io', removedAt: '2026-11-21T00:00:00.000Z' } }])
      .when(configure())
      .then([configured({ configuredAt: '2026-11-21T10:00:00.000Z' })]);
  });
});
