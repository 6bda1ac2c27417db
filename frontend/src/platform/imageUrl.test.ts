import { describe, expect, it } from '@jest/globals';
import { IMAGE_WIDTHS } from '@scout/contracts/platform/images';
import { imageUrl } from './imageUrl';

describe('imageUrl', () => {
  it('builds the proxy address with the encoded source, the width and quality 75 by default', () => {
    // The space becomes %20 in the address itself, then that is encoded once more as a parameter.
    const built = imageUrl('https://cdn.example.com/a b.jpg?sig=1&x=2', 128);
    expect(built).toBe('/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fa%2520b.jpg%3Fsig%3D1%26x%3D2&w=128&q=75');
    expect(new URL(built!, 'https://scout.test').searchParams.get('url')).toBe('https://cdn.example.com/a%20b.jpg?sig=1&x=2');
    expect(imageUrl('http://cdn.example.com/p.png', 64, 40)).toBe('/_next/image?url=http%3A%2F%2Fcdn.example.com%2Fp.png&w=64&q=40');
  });

  it('rounds the width up to one the proxy allows, and caps it at the largest', () => {
    expect(imageUrl('https://x.example/a.png', 72)).toBe('/_next/image?url=https%3A%2F%2Fx.example%2Fa.png&w=96&q=75');
    expect(imageUrl('https://x.example/a.png', 1)).toContain('&w=16&');
    expect(imageUrl('https://x.example/a.png', 5000)).toContain('&w=3840&');
    for (const w of [1, 20, 56, 72, 144, 300, 700, 1000, 4000]) {
      const width = Number(new URL(imageUrl('https://x.example/a.png', w)!, 'https://scout.test').searchParams.get('w'));
      expect(IMAGE_WIDTHS as readonly number[]).toContain(width);
    }
  });

  it('keeps quality within 1–100', () => {
    expect(imageUrl('https://x.example/a.png', 64, 0)).toContain('&q=1');
    expect(imageUrl('https://x.example/a.png', 64, 250)).toMatch(/&q=100$/);
  });

  it('proxies protocol-relative addresses too', () => {
    expect(imageUrl('//cdn.example.com/p.png', 32)).toBe('/_next/image?url=https%3A%2F%2Fcdn.example.com%2Fp.png&w=32&q=75');
  });

  it("keeps Scout's own images and drops what is not an image address", () => {
    expect(imageUrl('/api/v1/blobs/logo.png?t=1', 64)).toBe('/api/v1/blobs/logo.png?t=1');
    expect(imageUrl('data:image/png;base64,iVBORw0KGgo=', 64)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(imageUrl(null, 64)).toBeUndefined();
    expect(imageUrl(undefined, 64)).toBeUndefined();
    expect(imageUrl('', 64)).toBeUndefined();
    expect(imageUrl('javascript:alert(1)', 64)).toBeUndefined();
    expect(imageUrl('file:///etc/passwd', 64)).toBeUndefined();
    expect(imageUrl('not a url', 64)).toBeUndefined();
  });
});
