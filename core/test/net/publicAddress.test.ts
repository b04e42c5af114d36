import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/net/publicAddress.ts';
import { ipv6Bytes } from '../../src/net/ipv6Bytes.ts';

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex') : null);

describe('ipv6Bytes', () => {
  it('expands every way of writing an IPv6 address', () => {
    expect(hex(ipv6Bytes('::'))).toBe('0'.repeat(32));
    expect(hex(ipv6Bytes('::1'))).toBe(`${'0'.repeat(30)}01`);
    expect(hex(ipv6Bytes('2001:db8::8a2e:370:7334'))).toBe('20010db80000000000008a2e03707334');
    expect(hex(ipv6Bytes('fe80::'))).toBe(`fe80${'0'.repeat(28)}`);
    expect(hex(ipv6Bytes('1:2:3:4:5:6:7:8'))).toBe('00010002000300040005000600070008');
    expect(hex(ipv6Bytes('::ffff:127.0.0.1'))).toBe('00000000000000000000ffff7f000001');
    expect(hex(ipv6Bytes('fe80::1%eth0'))).toBe(`fe80${'0'.repeat(26)}01`);
  });

  it('answers null for anything else', () => {
    for (const text of ['127.0.0.1', 'localhost', '', '1::2::3', '::g', '12345::']) expect(ipv6Bytes(text)).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['1.1.1.1', '8.8.8.8', '93.184.216.34', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '126.255.255.255', '128.0.0.0', '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.1', '192.169.0.1', '198.17.255.255', '198.20.0.1', '223.255.255.255'])(
    'lets public IPv4 %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, written out'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata, in hex'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of metadata'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff05::1:3', 'multicast'],
    ['100::1', 'discard'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
  ])('refuses IPv6 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets public IPv6 %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an address at all', () => {
    for (const text of ['localhost', '', '1.2.3', '256.1.1.1', '::g', 'example.com']) expect(isPublicAddress(text)).toBe(false);
  });
});
