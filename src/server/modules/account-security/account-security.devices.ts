import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { AccountSession } from '../../../shared/contracts/account-security';

/** What a session's user agent says: browser and major version, operating system, kind of device. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<AccountSession, 'browser' | 'os' | 'deviceType'> {
  const unknown = { browser: null, os: null, deviceType: 'unknown' as const };
  if (!userAgent || userAgent.trim() === '') return unknown;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent.slice(0, 512));
  } catch {
    return unknown;
  }
  const major = (version: string | undefined) => version?.split('.')[0] ?? '';
  const join = (name: string | undefined, version: string | undefined) =>
    name ? [name, major(version)].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  return {
    browser: join(parsed.browser.name, parsed.browser.version),
    os: join(parsed.os.name, parsed.os.version),
    deviceType: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown',
  };
}

/**
 * A client address made coarse before it is stored: IPv4 keeps its /24 ('203.0.113.x'), IPv6 its /48
 * ('2001:db8:1::/48'); enough to recognise a network, not to single out a machine.
 */
export function coarseAddress(ip: string): string | null {
  // Also takes a rate-limit key ('2001:db8:1:2::/64').
  const address = ip
    .replace(/%.*$/, '')
    .replace(/\/\d+$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : undefined);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}
