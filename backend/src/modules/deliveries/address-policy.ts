import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of anything, private included
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address inside an IPv4-mapped (`::ffff:10.0.0.1`) or -compatible IPv6 address. */
function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const prefixIsZero = groups.slice(0, 5).every((group) => group === 0);
  const mapped = prefixIsZero && groups[5] === 0xffff;
  const compatible = prefixIsZero && groups[5] === 0 && (groups[6] !== 0 || groups[7] > 1);
  if (!mapped && !compatible) return null;
  return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
}

/** True for loopback, private, link-local, CGNAT, multicast, unspecified and reserved addresses. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    if (v4) return refused.check(v4, 'ipv4');
    return refused.check(address, 'ipv6');
  }
  return true;
}
