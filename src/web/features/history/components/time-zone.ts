/** The user's IANA time zone: the browser's (a per-user setting replaces it when it lands). */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
