/**
 * Which IP addresses a server-side fetch may connect to. Public unicast only: private, loopback,
 * link-local, cloud metadata, CGNAT, multicast, reserved and documentation ranges are refused, and IPv6
 * forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by the embedded address.
 */
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges never reachable by a server-side fetch (RFC 6890 special-purpose registry and friends). */
const blockedIPv4Subnets: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT shared address space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, includes the 169.254.169.254 metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255 broadcast
];

/**
 * IPv6 ranges refused inside global unicast 2000::/3 (everything outside 2000::/3 is refused anyway:
 * ::, ::1, 64:ff9b:1::/48, 100::/64, fc00::/7 ULA incl. fd00:ec2::254, fe80::/10, fec0::/10, ff00::/8).
 */
const blockedIPv6Subnets: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

const ipv4Blocked = new BlockList();
for (const [network, prefix] of blockedIPv4Subnets) ipv4Blocked.addSubnet(network, prefix, 'ipv4');
const ipv6Blocked = new BlockList();
for (const [network, prefix] of blockedIPv6Subnets) ipv6Blocked.addSubnet(network, prefix, 'ipv6');

/** Decides whether the fetcher may connect to an address. */
export interface AddressPolicy {
  /** True when a connection to this literal IPv4/IPv6 address (no brackets) is allowed. */
  isAllowed(address: string): boolean;
}

/**
 * Builds the policy. `allowList` holds IPs or CIDRs (`'127.0.0.1/32'`, `'::1'`) that are allowed even
 * though private; it exists for tests and explicit configuration. Throws on a malformed entry.
 */
export function createAddressPolicy(allowList: readonly string[] = []): AddressPolicy {
  const allowed = buildAllowList(allowList);
  const isExplicitlyAllowed = (address: string): boolean => {
    const family = isIP(address);
    return family !== 0 && allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  return {
    isAllowed(address) {
      if (isExplicitlyAllowed(address)) return true;
      const family = isIP(address);
      if (family === 4) return !ipv4Blocked.check(address, 'ipv4');
      if (family !== 6) return false;
      const hextets = parseIPv6(address);
      if (!hextets) return false;
      const embedded = embeddedIPv4(hextets);
      if (embedded !== undefined) {
        const isEmbeddedAllowed =
          isExplicitlyAllowed(embedded.address) || !ipv4Blocked.check(embedded.address, 'ipv4');
        if (!isEmbeddedAllowed) return false;
        // Mapped/compatible/NAT64 forms reach the embedded IPv4 host, which is allowed.
        if (embedded.kind !== '6to4') return true;
      }
      const first = hextets[0] ?? 0;
      const isGlobalUnicast = first >= 0x2000 && first <= 0x3fff;
      return isGlobalUnicast && !ipv6Blocked.check(formatIPv6(hextets), 'ipv6');
    },
  };
}

function buildAllowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefixText] = entry.trim().split('/');
    const family = isIP(network);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) {
      throw new Error(`Invalid allow-list entry: ${entry}`);
    }
    list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}

/** An IPv4 address embedded in an IPv6 one, with the form it was found in. */
interface EmbeddedIPv4 {
  address: string;
  kind: 'mapped' | 'compatible' | 'translated' | 'nat64' | '6to4';
}

/** The IPv4 address an IPv6 address carries, for the forms that route to it; undefined otherwise. */
function embeddedIPv4(hextets: readonly number[]): EmbeddedIPv4 | undefined {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = hextets;
  const upperZero = a === 0 && b === 0 && c === 0 && d === 0;
  const low = formatIPv4(g, h);
  if (upperZero && e === 0 && f === 0xffff) return { address: low, kind: 'mapped' }; // ::ffff:0:0/96
  if (upperZero && e === 0xffff && f === 0) return { address: low, kind: 'translated' }; // ::ffff:0:0:0/96
  if (upperZero && e === 0 && f === 0) return { address: low, kind: 'compatible' }; // ::/96, incl. :: and ::1
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0)
    return { address: low, kind: 'nat64' };
  if (a === 0x2002) return { address: formatIPv4(b, c), kind: '6to4' }; // 2002::/16
  return undefined;
}

function formatIPv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function formatIPv6(hextets: readonly number[]): string {
  return hextets.map((part) => part.toString(16)).join(':');
}

/**
 * Parses a textual IPv6 address into its eight 16-bit groups. Returns undefined for anything else,
 * including scoped addresses (`fe80::1%eth0`), so an unparseable address is never allowed.
 */
export function parseIPv6(text: string): number[] | undefined {
  if (text.includes('%') || isIP(text) !== 6) return undefined;
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const parseHalf = (half: string): number[] | undefined => {
    if (half === '') return [];
    const groups: number[] = [];
    for (const part of half.split(':')) {
      if (part.includes('.')) {
        const octets = part.split('.').map(Number);
        if (
          octets.length !== 4 ||
          octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)
        ) {
          return undefined;
        }
        const [o1 = 0, o2 = 0, o3 = 0, o4 = 0] = octets;
        groups.push((o1 << 8) | o2, (o3 << 8) | o4);
      } else {
        if (!/^[0-9a-f]{1,4}$/.test(part)) return undefined;
        groups.push(parseInt(part, 16));
      }
    }
    return groups;
  };
  const head = parseHalf(halves[0] ?? '');
  const tail = parseHalf(halves[1] ?? '');
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}
