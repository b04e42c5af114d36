import { isIPv6 } from 'node:net';

/** The 16 bytes of an IPv6 address (a zone id such as `%eth0` is dropped), or null when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  // A trailing dotted IPv4 part (::ffff:127.0.0.1) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = Number.parseInt(group, 16);
    bytes[2 * index] = value >> 8;
    bytes[2 * index + 1] = value & 0xff;
  });
  return bytes;
}
