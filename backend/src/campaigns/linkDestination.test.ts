import { describe, expect, it } from '@jest/globals';
import { isHttpAddress, isVerifiedDestination } from './linkDestination';

describe('isVerifiedDestination', () => {
  it('holds for the verified domain and the hosts below it', () => {
    expect(isVerifiedDestination('https://brand.example.com/shop?x=1', 'brand.example.com')).toBe(true);
    expect(isVerifiedDestination('http://shop.brand.example.com/', 'brand.example.com')).toBe(true);
    expect(isVerifiedDestination('https://BRAND.example.com:8443/', 'brand.example.com')).toBe(true);
  });

  it('does not hold for other hosts, look-alikes, user-info tricks or without a verified domain', () => {
    expect(isVerifiedDestination('https://evil.example/', 'brand.example.com')).toBe(false);
    expect(isVerifiedDestination('https://notbrand.example.com/', 'brand.example.com')).toBe(false);
    expect(isVerifiedDestination('https://brand.example.com.evil.example/', 'brand.example.com')).toBe(false);
    expect(isVerifiedDestination('https://brand.example.com@evil.example/', 'brand.example.com')).toBe(false);
    expect(isVerifiedDestination('https://brand.example.com/', null)).toBe(false);
  });

  it('never holds for an address that is not http(s)', () => {
    expect(isVerifiedDestination('javascript://brand.example.com/%0aalert(1)', 'brand.example.com')).toBe(false);
    expect(isHttpAddress('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isHttpAddress('not a url')).toBe(false);
  });
});
