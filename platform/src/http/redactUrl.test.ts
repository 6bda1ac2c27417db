import { describe, expect, it } from '@jest/globals';
import { redactParams, redactUrl } from './redactUrl';

const TOKEN = 'Qm9vX2E3ZmQ5c2VjcmV0LXRva2VuLTQyMQ';

describe('redactUrl', () => {
  it.each([
    [`/reset-password?token=${TOKEN}`, '/reset-password?token=[redacted]'],
    [
      `/api/v1/customer/auth/google/callback?code=4/0Ab&state=xyz&scope=email`,
      '/api/v1/customer/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    ],
    [
      '/x?api_key=k1&apiKey=k2&X-Signature=s&password=p&client_secret=c&sig=1',
      '/x?api_key=[redacted]&apiKey=[redacted]&X-Signature=[redacted]&password=[redacted]&client_secret=[redacted]&sig=[redacted]',
    ],
    [`/reset-password/${TOKEN}`, '/reset-password/[redacted]'],
    [`/api/v1/customer/auth/user/${TOKEN}`, '/api/v1/customer/auth/user/[redacted]'],
    ['/api/v1/misc/sharedlist/3f2c1d4e-1111-4222-8333-444455556666', '/api/v1/misc/sharedlist/[redacted]'],
    [
      '/api/v1/misc/socialProfile/shared/3f2c1d4e-1111-4222-8333-444455556666/instagram/ana',
      '/api/v1/misc/socialProfile/shared/[redacted]/instagram/ana',
    ],
    ['/api/v1/misc/socialProfile/ana-instagram-aB3dE5gH7k', '/api/v1/misc/socialProfile/[redacted]'],
    ['/api/v1/misc/campaign/aB3dE5gH7kLm', '/api/v1/misc/campaign/[redacted]'],
    ['/public/report/3f2c1d4e-1111-4222-8333-444455556666', '/public/report/[redacted]'],
    [`/anything/${TOKEN}/more`, '/anything/[redacted]/more'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps what carries no secret: ids, routes, ordinary parameters', () => {
    const plain = '/api/v1/customer/socialProfile/3f2c1d4e-1111-4222-8333-444455556666?platform=instagram&sortBy=followers&page=2';
    expect(redactUrl(plain)).toBe(plain);
    expect(redactUrl('/api/v1/customer/campaigns?search=summer')).toBe('/api/v1/customer/campaigns?search=summer');
  });

  it('redacts parsed query and route parameters by name and by shape', () => {
    expect(redactParams({ token: 'abc', platform: 'instagram', other: TOKEN, page: '2' })).toEqual({
      token: '[redacted]',
      platform: 'instagram',
      other: '[redacted]',
      page: '2',
    });
    expect(redactParams(undefined)).toBeUndefined();
  });
});
