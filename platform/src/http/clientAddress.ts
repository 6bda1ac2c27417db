import { isIPv4, isIPv6 } from 'node:net';

/** The parts of an Express request the client address is read from. */
export interface AddressedRequest {
  ip?: string | undefined;
  socket: { remoteAddress?: string | undefined };
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight groups of an IPv6 address, each as four lower-case hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) fills two groups.
  const last = tailGroups.at(-1) ?? headGroups.at(-1);
  if (last && isIPv4(last)) {
    const octets = last.split('.').map(Number);
    const groups = [(octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!].map((n) => n.toString(16));
    (tailGroups.length > 0 ? tailGroups : headGroups).splice(-1, 1, ...groups);
  }
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: missing }, () => '0'), ...tailGroups].map((g) => g.padStart(4, '0'));
}

/**
 * The key of a client address for rate limits: IPv4 as it is, IPv4-mapped IPv6 as IPv4, and other
 * IPv6 addresses by their /64 network, since one client usually holds a whole /64.
 */
export function addressKey(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const mapped = IPV4_MAPPED.exec(withoutZone);
  if (mapped?.[1]) return mapped[1];
  if (isIPv6(withoutZone)) return `${ipv6Groups(withoutZone).slice(0, 4).join(':')}::/64`;
  return withoutZone;
}

/**
 * The client's address: the socket's peer unless `trustProxyHops` proxies are trusted, in which
 * case Express's `req.ip` (the app sets `trust proxy` to the same number of hops) reads it from
 * X-Forwarded-For. Without trusted proxies a forged X-Forwarded-For is ignored.
 */
export function clientAddress(req: AddressedRequest, trustProxyHops: number): string {
  const address = trustProxyHops > 0 ? (req.ip ?? req.socket.remoteAddress) : req.socket.remoteAddress;
  return address ? addressKey(address) : 'unknown';
}
