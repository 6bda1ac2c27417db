import { describe, it } from '@jest/globals';
import type { ApiKeyEvent } from '@scout/contracts/accounts';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { apiKeyDecider } from './apiKey';

const spec = deciderSpec(apiKeyDecider);
const now = '2026-11-22T10:00:00.000Z';
const first = 'aaaaaaaa-1111-4111-8111-111111111111';
const second = 'bbbbbbbb-2222-4222-8222-222222222222';
const created = (keyId: string): ApiKeyEvent => ({
  type: 'ApiKeyCreated',
  data: { keyId, prefix: 'sk_scout_ab', keyHash: 'h', createdAt: now },
});
const revoked = (keyId: string): ApiKeyEvent => ({ type: 'ApiKeyRevoked', data: { keyId, revokedAt: now } });

describe('API key decider', () => {
  it('Given no key, When CreateApiKey, Then ApiKeyCreated', () => {
    spec
      .given([])
      .when({ type: 'CreateApiKey', keyId: first, prefix: 'sk_scout_ab', keyHash: 'h', now })
      .then([created(first)]);
  });
  it('Given an active key, When CreateApiKey, Then the old key is revoked and a new one created', () => {
    spec
      .given([created(first)])
      .when({ type: 'CreateApiKey', keyId: second, prefix: 'sk_scout_ab', keyHash: 'h', now })
      .then([revoked(first), created(second)]);
  });
  it('Given an active key, When RevokeApiKey, Then ApiKeyRevoked', () => {
    spec
      .given([created(first)])
      .when({ type: 'RevokeApiKey', now })
      .then([revoked(first)]);
  });
  it('Given a revoked key, When RevokeApiKey, Then NotFound', () => {
    spec
      .given([created(first), revoked(first)])
      .when({ type: 'RevokeApiKey', now })
      .thenThrows(NotFoundError);
  });
  it('Given an active key, When RevokeApiKeyOfMember names it, Then ApiKeyRevoked', () => {
    spec
      .given([created(first)])
      .when({ type: 'RevokeApiKeyOfMember', keyId: first, now })
      .then([revoked(first)]);
  });
  it('Given a newer key, When RevokeApiKeyOfMember names the old one, Then nothing (the newer key stays)', () => {
    spec
      .given([created(first), revoked(first), created(second)])
      .when({ type: 'RevokeApiKeyOfMember', keyId: first, now })
      .then([]);
  });
});
