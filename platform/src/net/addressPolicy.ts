import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses Scout may connect to on a user's behalf: public unicast only. Loopback,
 * private, shared (CGNAT), link-local (cloud metadata at 169.254.169.254), multicast, broadcast,
 * benchmarking, documentation and reserved ranges are refused, in IPv4 and every IPv6 form
 * (IPv6 must be global unicast 2000::/3; IPv4 embedded in IPv6 is checked as IPv4 too).
 */
const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(network, prefix, 'ipv4');
}

const allowedV6 = new BlockList();
allowedV6.addSubnet('2000::', 3, 'ipv6');

const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address that could be anything
  ['3fff::', 20], // documentation
] as const) {
  refusedV6.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (dotted IPv4 tails and `::` expanded). */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const octets = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${(((octets[0] ?? 0) << 8) | (octets[1] ?? 0)).toString(16)}:${(((octets[2] ?? 0) << 8) | (octets[3] ?? 0)).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  const bytes: number[] = [];
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

/** The IPv4 address an IPv6 address carries when it is IPv4-mapped, -compatible or NAT64. */
function embeddedIpv4(bytes: number[]): string | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const compatible = zeros(0, 12);
  const nat64 = bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12);
  return mapped || compatible || nat64 ? bytes.slice(12).join('.') : null;
}

/** True when Scout may connect to this address (a literal IPv4 or IPv6 address, no brackets). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const v4 = embeddedIpv4(bytes);
  // ::, ::1, mapped and NAT64 forms all fall outside 2000::/3; the IPv4 check is a second lock.
  if (v4 !== null && refusedV4.check(v4, 'ipv4')) return false;
  const canonical = Array.from({ length: 8 }, (_, i) => (((bytes[2 * i] ?? 0) << 8) | (bytes[2 * i + 1] ?? 0)).toString(16)).join(':');
  return allowedV6.check(canonical, 'ipv6') && !refusedV6.check(canonical, 'ipv6');
}

/** Host names that always mean this machine, whatever DNS says. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain' || name === '';
}
