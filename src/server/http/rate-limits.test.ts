import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './rate-limits';

describe('clientAddressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
