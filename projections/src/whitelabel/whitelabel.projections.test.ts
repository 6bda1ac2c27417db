import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { whitelabelDomainsProjection, type WhitelabelDomainDoc } from './whitelabelDomains';
import { whitelabelSettingsProjection, type WhitelabelSettingsDoc } from './whitelabelSettings';

const orgId = 'a7c1f3e0-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const stream = `organization-${orgId}`;
const logo = {
  blobId: '7d2c1a5e-7c1b-4f0e-9a51-3f1f6d2b8e47',
  contentType: 'image/png' as const,
  size: 68,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};
const favicon = {
  ...logo,
  blobId: '8e3d2b6f-8d2c-4a1f-8b62-4a2a7e3c9f58',
  contentType: 'image/x-icon' as const,
  uploadedAt: '2026-11-21T10:00:00.000Z',
};

const configured = (domain: string, extra: object = {}): ScoutEvent => ({
  type: 'WhiteLabelConfigured',
  data: { agencyName: 'Brandly', domain, banner: true, colors: { primary: '#112233' }, configuredAt: '2026-11-21T10:00:00.000Z', ...extra },
});
const removed: ScoutEvent = { type: 'WhiteLabelRemoved', data: { domain: 'b.example.com', removedAt: '2026-11-22T10:00:00.000Z' } };
const events = (...list: ScoutEvent[]) => recorded(stream, testMetadata(orgId, 'b8d2a4f1-2e3c-4d6e-9f0a-1b2c3d4e5f60'), list);

describe('whitelabelDomains', () => {
  const spec = projectionSpec<WhitelabelDomainDoc>(whitelabelDomainsProjection);

  it('keeps only the public branding, under the latest domain', () => {
    spec
      .given(
        events(
          configured('a.example.com'),
          configured('b.example.com', { logo, favicon, mailApiKey: 'secret-key', senderEmail: 'x@b.io' }),
        ),
      )
      .then([
        {
          _id: orgId,
          domain: 'b.example.com',
          agencyName: 'Brandly',
          colors: { ...DEFAULT_COLORS, primary: '#112233' },
          logo: `/api/v1/misc/blobs/${logo.blobId}?t=${Date.parse(logo.uploadedAt)}`,
          favicon: `/api/v1/misc/blobs/${favicon.blobId}?t=${Date.parse(favicon.uploadedAt)}`,
          logoChangedAt: favicon.uploadedAt,
          verified: false,
        },
      ]);
  });

  const plain = (domain: string, isVerified: boolean): WhitelabelDomainDoc => ({
    _id: orgId,
    domain,
    agencyName: 'Brandly',
    colors: { ...DEFAULT_COLORS, primary: '#112233' },
    logo: null,
    favicon: null,
    logoChangedAt: null,
    verified: isVerified,
  });
  const verified = (domain: string, challenge: string | null = 'scout-verify=Tk0123456789abcdefghij'): ScoutEvent => ({
    type: 'WhiteLabelDomainVerified',
    data: { domain, ...(challenge ? { challenge } : {}), verifiedAt: '2026-11-21T11:00:00.000Z' },
  });
  it('marks the domain verified when DNS proved it, keeps the proof when the setup changes on the same domain', () => {
    spec
      .given(events(configured('a.example.com'), verified('a.example.com'), configured('a.example.com', { banner: false })))
      .then([plain('a.example.com', true)]);
  });
  it('ignores a proof from before TXT tokens (pointing only, no challenge)', () => {
    spec.given(events(configured('a.example.com'), verified('a.example.com', null))).then([plain('a.example.com', false)]);
  });
  it('drops the proof when the setup moves to another domain, and ignores a proof of a domain it left', () => {
    spec
      .given(events(configured('a.example.com'), verified('a.example.com'), configured('b.example.com'), verified('a.example.com')))
      .then([plain('b.example.com', false)]);
  });

  it('forgets the domain on removal', () => {
    spec.given(events(configured('b.example.com'), removed)).then([]);
  });
  const lost = (domain: string): ScoutEvent => ({
    type: 'WhiteLabelDomainLost',
    data: { domain, toOrgId: '2d3e4f50-5555-4b6c-9d7e-8f9a0b1c2d3e', lostAt: '2026-11-22T10:00:00.000Z' },
  });
  it('forgets the domain when another organisation proved it and took it over; a loss of a domain it left changes nothing', () => {
    spec.given(events(configured('a.example.com'), lost('a.example.com'))).then([]);
    spec.given(events(configured('b.example.com'), lost('a.example.com'))).then([plain('b.example.com', false)]);
  });
});

describe('whitelabelSettings', () => {
  const spec = projectionSpec<WhitelabelSettingsDoc>(whitelabelSettingsProjection);

  it('says whether a mail key is set, never the key', () => {
    spec.given(events(configured('b.example.com', { logo, mailApiKey: 'secret-key', senderEmail: 'x@b.io' }))).then([
      {
        _id: orgId,
        orgId,
        agencyName: 'Brandly',
        domain: 'b.example.com',
        senderEmail: 'x@b.io',
        apiKeySet: true,
        banner: true,
        colors: { ...DEFAULT_COLORS, primary: '#112233' },
        logo: `/api/v1/misc/blobs/${logo.blobId}?t=${Date.parse(logo.uploadedAt)}`,
        favicon: null,
        logoChangedAt: logo.uploadedAt,
        configuredAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
  });

  it('is gone after removal', () => {
    spec.given(events(configured('b.example.com'), removed)).then([]);
  });
});
