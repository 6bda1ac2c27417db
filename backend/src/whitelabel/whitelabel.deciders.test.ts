import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { WhiteLabelConfigured, WhitelabelEvent } from '@scout/contracts/whitelabel/events';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { whitelabelDecider, type WhitelabelCommand } from './whitelabel';

const spec = deciderSpec(whitelabelDecider);
const logo = {
  blobId: '7d2c1a5e-7c1b-4f0e-9a51-3f1f6d2b8e47',
  contentType: 'image/png' as const,
  size: 68,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};
const favicon = { ...logo, blobId: '8e3d2b6f-8d2c-4a1f-8b62-4a2a7e3c9f58', contentType: 'image/x-icon' as const };

const orgCreated: ScoutEvent = {
  type: 'OrganizationCreated',
  data: {
    orgId: 'a7c1f3e0-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
    name: 'Agency',
    ownerId: 'b8d2a4f1-2e3c-4d6e-9f0a-1b2c3d4e5f60',
    package: 'free',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};

const configured = (data: Partial<WhiteLabelConfigured['data']> = {}): WhiteLabelConfigured => ({
  type: 'WhiteLabelConfigured',
  data: {
    agencyName: 'Brandly',
    domain: 'app.brandly.io',
    banner: false,
    colors: { primary: '#112233' },
    configuredAt: '2026-11-20T10:00:00.000Z',
    ...data,
  },
});

/** The TXT token issued with the setup's domain, and the fresh one a command brings. */
const TOKEN = 'scout-verify=Tk0123456789abcdefghij';
const FRESH = 'scout-verify=Fr0123456789ABCDEFGHIJ';
const issued = (domain = 'app.brandly.io', token = TOKEN, issuedAt = '2026-11-21T10:00:00.000Z'): WhitelabelEvent => ({
  type: 'WhiteLabelDomainChallengeIssued',
  data: { domain, token, issuedAt },
});

/** A stand-in for sealerFor: visibly sealed, and deterministic so the events can be compared. */
const seal = (secret: string) => `v1.${Buffer.from(secret).toString('base64url')}.tag.sealed`;

const configure = (overrides: Partial<Extract<WhitelabelCommand, { type: 'ConfigureWhitelabel' }>> = {}): WhitelabelCommand => ({
  type: 'ConfigureWhitelabel',
  setup: { agencyName: 'Brandly', domain: 'app.brandly.io', banner: false, colors: { primary: '#112233' } },
  seal,
  challenge: FRESH,
  now: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('white-label decider', () => {
  it('configures an organisation that has none, passing over the organisation’s other events', () => {
    spec
      .given([orgCreated as never])
      .when(configure({ logo }))
      .then([configured({ logo, configuredAt: '2026-11-21T10:00:00.000Z' }), issued('app.brandly.io', FRESH)]);
  });

  it('keeps the files and the sealed mail key that a new setup does not send', () => {
    spec
      .given([configured({ logo, favicon, mailApiKeySealed: seal('mk_live_secret') })])
      .when(configure({ setup: { agencyName: 'Brandly 2', domain: 'brand.example.com', banner: true, colors: {} } }))
      .then([
        {
          type: 'WhiteLabelConfigured',
          data: {
            agencyName: 'Brandly 2',
            domain: 'brand.example.com',
            mailApiKeySealed: seal('mk_live_secret'),
            banner: true,
            colors: {},
            logo,
            favicon,
            configuredAt: '2026-11-21T10:00:00.000Z',
          },
        },
        issued('brand.example.com', FRESH),
      ]);
  });

  it('seals a mail key that an event from before sealing kept as it was, and never writes it out again', () => {
    spec
      .given([configured({ mailApiKey: 'mk_legacy_plain' }), issued()])
      .when(configure())
      .then([configured({ mailApiKeySealed: seal('mk_legacy_plain'), configuredAt: '2026-11-21T10:00:00.000Z' })]);
  });

  it('replaces a file and the mail key that are sent', () => {
    const newLogo = { ...logo, blobId: '9f4e3c70-9e3d-4b20-9c73-5b3b8f4d0a69', uploadedAt: '2026-11-21T10:00:00.000Z' };
    spec
      .given([configured({ logo, mailApiKeySealed: seal('old-key-123') }), issued()])
      .when(
        configure({
          logo: newLogo,
          setup: { agencyName: 'Brandly', domain: 'app.brandly.io', banner: false, colors: {}, mailApiKey: 'new-key-456' },
        }),
      )
      .then([
        {
          type: 'WhiteLabelConfigured',
          data: {
            agencyName: 'Brandly',
            domain: 'app.brandly.io',
            mailApiKeySealed: seal('new-key-456'),
            banner: false,
            colors: {},
            logo: newLogo,
            configuredAt: '2026-11-21T10:00:00.000Z',
          },
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
      .given([
        configured({ logo, mailApiKey: 'old-key-123' }),
        issued(),
        { type: 'WhiteLabelRemoved', data: { domain: 'app.brandly.io', removedAt: '2026-11-21T00:00:00.000Z' } },
      ])
      .when(configure())
      .then([configured({ configuredAt: '2026-11-21T10:00:00.000Z' }), issued('app.brandly.io', FRESH)]);
  });
});

describe('white-label decider: the TXT token that proves which organisation owns the domain', () => {
  const now = '2026-11-22T10:00:00.000Z';
  const record = (domain: string, challenge: string) => ({ type: 'RecordDomainVerified' as const, domain, challenge, now });
  const verified = (domain: string, challenge?: string): WhitelabelEvent => ({
    type: 'WhiteLabelDomainVerified',
    data: { domain, ...(challenge ? { challenge } : {}), verifiedAt: now },
  });

  it('Given a setup with its token, When configured again on the same domain, Then the token is kept (no new one)', () => {
    spec
      .given([configured(), issued()])
      .when(configure())
      .then([configured({ configuredAt: '2026-11-21T10:00:00.000Z' })]);
  });
  it('Given a setup from before tokens, When IssueDomainChallenge, Then a token for its domain; with one, nothing; without a setup, nothing', () => {
    spec
      .given([configured()])
      .when({ type: 'IssueDomainChallenge', challenge: FRESH, now })
      .then([issued('app.brandly.io', FRESH, now)]);
    spec.given([configured(), issued()]).when({ type: 'IssueDomainChallenge', challenge: FRESH, now }).then([]);
    spec.given([]).when({ type: 'IssueDomainChallenge', challenge: FRESH, now }).then([]);
  });
  it('Given a setup with its token, When RecordDomainVerified with that token, Then WhiteLabelDomainVerified naming it', () => {
    spec
      .given([configured(), issued()])
      .when(record('app.brandly.io', TOKEN))
      .then([verified('app.brandly.io', TOKEN)]);
  });
  it('Given a setup with its token, When RecordDomainVerified with another organisation’s token, Then nothing', () => {
    spec.given([configured(), issued()]).when(record('app.brandly.io', FRESH)).then([]);
  });
  it('Given a setup that moved to another domain, When RecordDomainVerified of the old domain with its old token, Then nothing', () => {
    spec
      .given([configured(), issued(), configured({ domain: 'b.example.com' }), issued('b.example.com', FRESH)])
      .when(record('app.brandly.io', TOKEN))
      .then([]);
  });
  it('Given a setup that came back to a domain, When RecordDomainVerified with the token of its first time, Then nothing (it was issued a new one)', () => {
    const back = [
      configured(),
      issued(),
      configured({ domain: 'b.example.com' }),
      issued('b.example.com', FRESH),
      configured(),
      issued('app.brandly.io', FRESH),
    ];
    spec.given(back).when(record('app.brandly.io', TOKEN)).then([]);
    spec
      .given(back)
      .when(record('app.brandly.io', FRESH))
      .then([verified('app.brandly.io', FRESH)]);
  });
  it('Given a proven domain, When RecordDomainVerified again, Then nothing', () => {
    spec
      .given([configured(), issued(), verified('app.brandly.io', TOKEN)])
      .when(record('app.brandly.io', TOKEN))
      .then([]);
  });
  it('Given a proof from before tokens (pointing only), When RecordDomainVerified with the token, Then WhiteLabelDomainVerified: the old proof counted for nothing', () => {
    spec
      .given([configured(), verified('app.brandly.io'), issued()])
      .when(record('app.brandly.io', TOKEN))
      .then([verified('app.brandly.io', TOKEN)]);
  });

  const TAKER = '2d3e4f50-5555-4b6c-9d7e-8f9a0b1c2d3e';
  const lose = (domain: string) => ({ type: 'LoseDomain' as const, domain, toOrgId: TAKER, now });
  const lost = (domain: string): WhitelabelEvent => ({ type: 'WhiteLabelDomainLost', data: { domain, toOrgId: TAKER, lostAt: now } });
  it('Given a setup on a domain, When LoseDomain (another organisation proved it), Then WhiteLabelDomainLost, and its token proves nothing any more', () => {
    spec
      .given([configured(), issued()])
      .when(lose('app.brandly.io'))
      .then([lost('app.brandly.io')]);
    spec
      .given([configured(), issued(), lost('app.brandly.io')])
      .when(record('app.brandly.io', TOKEN))
      .then([]);
  });
  it('Given a setup that lost its domain, When IssueDomainChallenge, Then a new token (pending again)', () => {
    spec
      .given([configured(), issued(), lost('app.brandly.io')])
      .when({ type: 'IssueDomainChallenge', challenge: FRESH, now })
      .then([issued('app.brandly.io', FRESH, now)]);
  });
  it('Given a setup on another domain, or none, When LoseDomain, Then nothing', () => {
    spec
      .given([configured({ domain: 'b.example.com' }), issued('b.example.com')])
      .when(lose('app.brandly.io'))
      .then([]);
    spec.given([]).when(lose('app.brandly.io')).then([]);
  });
});
