import { describe, expect, it } from 'vitest';
import { createAddressPolicy, parseIPv6 } from './address-policy';

describe('createAddressPolicy', () => {
  const policy = createAddressPolicy();

  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.10',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('refuses the IPv4 address %s', (address) => {
    expect(policy.isAllowed(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '192.169.0.1',
  ])('allows the public IPv4 address %s', (address) => {
    expect(policy.isAllowed(address)).toBe(true);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local upper end'],
    ['fc00::1', 'ULA'],
    ['fd12:3456::1', 'ULA'],
    ['fd00:ec2::254', 'AWS metadata'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'site-local'],
    ['::ffff:127.0.0.1', 'mapped loopback'],
    ['::ffff:7f00:1', 'mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'mapped private'],
    ['::ffff:a9fe:a9fe', 'mapped metadata'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'mapped private, long form'],
    ['::127.0.0.1', 'compatible loopback'],
    ['::ffff:0:7f00:1', 'translated loopback'],
    ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['100::1', 'discard'],
    ['fe80::1%eth0', 'scoped'],
  ])('refuses the IPv6 address %s (%s)', (address) => {
    expect(policy.isAllowed(address)).toBe(false);
  });

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:81b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows the public IPv6 address %s', (address) => {
    expect(policy.isAllowed(address)).toBe(true);
  });

  it('refuses anything that is not an IP address', () => {
    expect(policy.isAllowed('localhost')).toBe(false);
    expect(policy.isAllowed('')).toBe(false);
    expect(policy.isAllowed('2130706433')).toBe(false);
  });

  it('lets an allow-list open a private range, and nothing else', () => {
    const testing = createAddressPolicy(['127.0.0.1/32', '10.1.0.0/16', '::1']);
    expect(testing.isAllowed('127.0.0.1')).toBe(true);
    expect(testing.isAllowed('::ffff:127.0.0.1')).toBe(true);
    expect(testing.isAllowed('::1')).toBe(true);
    expect(testing.isAllowed('10.1.2.3')).toBe(true);
    expect(testing.isAllowed('127.0.0.2')).toBe(false);
    expect(testing.isAllowed('10.2.0.1')).toBe(false);
    expect(testing.isAllowed('169.254.169.254')).toBe(false);
  });

  it('rejects a malformed allow-list entry', () => {
    expect(() => createAddressPolicy(['localhost'])).toThrow('Invalid allow-list entry: localhost');
    expect(() => createAddressPolicy(['10.0.0.0/33'])).toThrow('Invalid allow-list entry');
  });
});

describe('parseIPv6', () => {
  it('expands compressed forms and embedded IPv4', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('fd00:ec2::254')).toEqual([0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('returns undefined for non-IPv6 text', () => {
    expect(parseIPv6('127.0.0.1')).toBeUndefined();
    expect(parseIPv6('1::2::3')).toBeUndefined();
    expect(parseIPv6('fe80::1%lo')).toBeUndefined();
  });
});
