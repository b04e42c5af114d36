import { BlockList, isIPv4 } from 'node:net';
import { ipv6Bytes } from './ipv6Bytes.ts';

/**
 * IPv4 blocks that are not the public internet (IANA special-purpose registry):
 * a server fetching a URL for a user must never reach into them.
 */
const SPECIAL_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata (169.254.169.254) answers
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** Inside global unicast (2000::/3), the blocks that are still not the public internet. */
const SPECIAL_IPV6: readonly [string, number][] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID...)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

function blockList(blocks: readonly [string, number][], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of blocks) list.addSubnet(network, prefix, family);
  return list;
}

const specialIpv4 = blockList(SPECIAL_IPV4, 'ipv4');
const specialIpv6 = blockList(SPECIAL_IPV6, 'ipv6');
// Everything outside 2000::/3 (loopback, unspecified, unique-local, link-local, multicast...) is refused.
const globalUnicast = blockList([['2000::', 3]], 'ipv6');

/** The IPv4 address an IPv6 one carries and would be routed to: IPv4-mapped, NAT64 and 6to4. */
function embeddedIpv4(bytes: Uint8Array): string | null {
  const startsWith = (prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  const quad = (from: number) => Array.from(bytes.subarray(from, from + 4)).join('.');
  if (startsWith([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return quad(12); // ::ffff:a.b.c.d
  if (startsWith([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return quad(12); // 64:ff9b::a.b.c.d
  if (startsWith([0x20, 0x02])) return quad(2); // 2002:aabb:ccdd::
  return null;
}

/**
 * Whether an IP address is on the public internet: not private, loopback,
 * link-local, unique-local, multicast, carrier-grade NAT, reserved or
 * documentation space, directly or carried inside an IPv6 address.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !specialIpv4.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const carried = embeddedIpv4(bytes);
  if (carried !== null) return !specialIpv4.check(carried, 'ipv4');
  const plain = address.replace(/%.*$/, '');
  return globalUnicast.check(plain, 'ipv6') && !specialIpv6.check(plain, 'ipv6');
}
