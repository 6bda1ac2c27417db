import { describe, expect, it } from '@jest/globals';
import { addressKey, clientAddress } from './clientAddress';

describe('client address', () => {
  const req = { ip: '203.0.113.9', socket: { remoteAddress: '::ffff:10.0.0.2' } };

  it('reads the socket peer when no proxy is trusted, whatever req.ip says', () => {
    expect(clientAddress(req, 0)).toBe('10.0.0.2');
  });

  it("reads Express's req.ip behind trusted proxies", () => {
    expect(clientAddress(req, 1)).toBe('203.0.113.9');
  });

  it('answers a stable placeholder when the socket is gone', () => {
    expect(clientAddress({ socket: {} }, 0)).toBe('unknown');
  });

  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::/64'],
    ['2001:db8:1:2::ffff', '2001:0db8:0001:0002::/64'],
    ['2001:DB8:1::', '2001:0db8:0001:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['::ffff:0:192.0.2.1', '0000:0000:0000:0000::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
