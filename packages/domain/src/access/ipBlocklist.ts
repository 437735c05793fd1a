import ipaddr from 'ipaddr.js';

/** Blocked visitors are sent here (doc 000 §6). */
export const blockedPagePath = '/block.html';

export interface IpBlocklist {
  isBlocked(address: string): boolean;
  /** Entries that are neither an address nor a CIDR range; they block nothing. */
  invalidEntries: readonly string[];
}

/**
 * An IP blocklist of CIDR ranges and single addresses, IPv4 and IPv6 (doc 000 §6; the list
 * itself is configuration). IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) and ranges are matched
 * as IPv4, so a v4 entry also blocks a dual-stack socket's mapped form.
 */
export function createIpBlocklist(entries: readonly string[]): IpBlocklist {
  const v4: [ipaddr.IPv4, number][] = [];
  const v6: [ipaddr.IPv6, number][] = [];
  const invalidEntries: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    try {
      const [address, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : singleAddressRange(entry);
      if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96) {
        v4.push([address.toIPv4Address(), bits - 96]);
      } else if (address instanceof ipaddr.IPv4) {
        v4.push([address, bits]);
      } else {
        v6.push([address, bits]);
      }
    } catch {
      invalidEntries.push(raw);
    }
  }
  return {
    invalidEntries,
    isBlocked(address: string): boolean {
      const text = address.trim();
      if (!ipaddr.isValid(text)) return false;
      const ip = ipaddr.process(text);
      return ip instanceof ipaddr.IPv4 ? v4.some((range) => ip.match(range)) : v6.some((range) => ip.match(range));
    },
  };
}

function singleAddressRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}
