import ipaddr from 'ipaddr.js';

/** IPv6 forms that carry an IPv4 address inside: mapped, NAT64 (64:ff9b::/96), 6to4 (2002::/16), Teredo, compatible. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const v4 = (high: number, low: number) => ipaddr.IPv4.parse(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  const range = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  if (range === 'rfc6052' || range === 'rfc6145') return v4(parts[6]!, parts[7]!);
  if (range === '6to4') return v4(parts[1]!, parts[2]!);
  // Teredo keeps the client's address inverted in the last 32 bits.
  if (range === 'teredo') return v4(parts[6]! ^ 0xffff, parts[7]! ^ 0xffff);
  if (parts.slice(0, 6).every((part) => part === 0)) return v4(parts[6]!, parts[7]!);
  return null;
}

/**
 * Whether an address is on the public internet: only ipaddr.js's `unicast` range (a maintained list of private,
 * loopback, link-local, CGNAT, documentation, benchmarking, multicast and reserved ranges), and for IPv6 forms
 * that embed an IPv4 address, that address too. Anything unparsable counts as not public.
 */
export function isPublicAddress(raw: string): boolean {
  const text = raw.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const inner = embeddedIpv4(address as ipaddr.IPv6);
  if (inner) return inner.range() === 'unicast';
  return address.range() === 'unicast';
}
