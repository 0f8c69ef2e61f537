/** A time zone the server does not know. */
export const unknownTimeZoneMessage = 'This time zone is not known.';

/** Longest IANA time zone name a request may carry (the longest real one has 32 characters). */
export const timeZoneMaxLength = 64;

/** Whether `zone` is an IANA time zone this runtime knows (Intl decides; 'UTC' always is). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > timeZoneMaxLength) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own zone (in the browser: the device's), 'UTC' when it cannot say. */
export function runtimeTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** Every IANA zone the runtime lists, for the Settings picker; 'UTC' is always among them. */
export function supportedTimeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? [...list] : ['UTC', ...list];
}
