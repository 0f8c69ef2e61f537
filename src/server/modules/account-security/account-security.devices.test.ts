import { describe, expect, it } from 'vitest';
import { csvCell } from './account-export';
import { coarseAddress, describeUserAgent } from './account-security.devices';

describe('account security: devices, addresses and CSV cells', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, also from a rate-limit key; nothing for a non-address', () => {
    expect(coarseAddress('203.0.113.57')).toBe('203.0.113.x');
    expect(coarseAddress('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(coarseAddress('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(coarseAddress('2001:db8:abcd:12::/64')).toBe('2001:db8:abcd::/48');
    expect(coarseAddress('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(coarseAddress('')).toBeNull();
    expect(coarseAddress('localhost')).toBeNull();
  });

  it('names browser, system and kind of device, or says nothing it does not know', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Android 14', deviceType: 'mobile' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, deviceType: 'unknown' });
    expect(describeUserAgent('node')).toEqual({ browser: null, os: null, deviceType: 'unknown' });
  });

  it('quotes CSV cells when needed and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });
});
