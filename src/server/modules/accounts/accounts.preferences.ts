import type { CookieConsent } from '../../../shared/contracts/accounts';
import { isInterfaceLocale } from '../../../shared/domain/locales';
import { isTimeZone, unknownTimeZoneMessage } from '../../../shared/domain/time-zones';
import { AppError } from '../../http/app-error';
import type { AccountsDependencies } from './accounts.rules';
import type { CookieChoice, PreferenceChanges } from './accounts.store';

/** What follows the account from browser to browser: its cookie choice, theme, interface language, time zone. */
export function createAccountPreferences({ store }: Pick<AccountsDependencies, 'store'>) {
  return {
    /** The account's cookie choice, or null before any. */
    async findCookieConsent(userId: string): Promise<CookieConsent | null> {
      return presentCookieConsent(await store.findCookieConsent(userId));
    },

    /**
     * Keeps the newer of the account's cookie choice and the offered one (a time ahead of the server's clock
     * counts as now) and returns the one kept.
     */
    async saveCookieConsent(userId: string, offered: CookieConsent): Promise<CookieConsent> {
      const now = Date.now();
      const savedAt = new Date(Math.min(Date.parse(offered.savedAt), now));
      const { analytics, functional, performance } = offered;
      const kept = presentCookieConsent(
        await store.saveCookieConsent(userId, { analytics, functional, performance }, savedAt),
      );
      if (!kept) throw new Error('cookie consent not stored');
      return kept;
    },

    /**
     * Saves the theme, interface language and/or time zone that follow the account; answers all three as
     * stored. A time zone Intl does not know is refused (400).
     */
    async savePreferences(userId: string, changes: PreferenceChanges & { timeZone?: string }) {
      const { timeZone, ...rest } = changes;
      if (timeZone !== undefined && !isTimeZone(timeZone))
        throw new AppError('bad_request', unknownTimeZoneMessage);
      if (timeZone !== undefined) await store.saveTimeZone(userId, timeZone);
      const saved =
        rest.theme !== undefined || rest.locale !== undefined
          ? await store.savePreferences(userId, rest)
          : await store.findPreferences(userId);
      return {
        theme: saved?.theme ?? 'system',
        locale: isInterfaceLocale(saved?.locale) ? saved.locale : null,
        timeZone: timeZone ?? (await store.findTimeZone(userId)),
      };
    },
  };
}

/** A stored cookie choice as the contract answers it (null when none is stored). */
function presentCookieConsent(
  row: { consent: CookieChoice | null; savedAt: Date | null } | undefined,
): CookieConsent | null {
  if (!row?.consent || !row.savedAt) return null;
  const { analytics, functional, performance } = row.consent;
  return { analytics, functional, performance, savedAt: row.savedAt.toISOString() };
}
