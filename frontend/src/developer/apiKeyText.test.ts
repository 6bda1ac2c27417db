import { describe, expect, it } from '@jest/globals';
import { curlExample, maskedKey, withoutSecret } from './apiKeyText';

describe('maskedKey', () => {
  it('shows the prefix and hides the rest', () => {
    expect(maskedKey('sk_scout_Ab3x')).toBe('sk_scout_Ab3x…');
  });
});

describe('curlExample', () => {
  it('sends the key as X-Api-Key to the saved-profiles list', () => {
    expect(curlExample('https://app.scout.test/', 'sk_scout_secret')).toBe(
      'curl -H "X-Api-Key: sk_scout_secret" https://app.scout.test/api/v1/customer/socialProfiles',
    );
  });

  it('uses a placeholder when no key is at hand', () => {
    expect(curlExample('http://localhost:3000')).toContain('X-Api-Key: YOUR_API_KEY');
  });
});

describe('withoutSecret', () => {
  it('drops the key and keeps what may be listed', () => {
    const created = { key: 'sk_scout_secret', keyId: 'k1', prefix: 'sk_scout_secr', createdAt: '2025-01-01T00:00:00Z', createdBy: 'u1' };
    expect(withoutSecret(created)).toEqual({ keyId: 'k1', prefix: 'sk_scout_secr', createdAt: '2025-01-01T00:00:00Z', createdBy: 'u1' });
  });
});
