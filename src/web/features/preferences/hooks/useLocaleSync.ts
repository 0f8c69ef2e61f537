import { useEffect } from 'react';
import { useSession } from '../../accounts/hooks/useSession';
import { switchInterfaceLocale } from '../../../i18n/i18n';

/**
 * Keeps the interface in the signed-in account's language: when the session names one (chosen on another
 * browser, say), the page switches to it and the choice is cached here for the next first paint. Signed out,
 * or with no choice on the account, the browser's language (detected at start) stays. Mount once, in the root.
 */
export function useLocaleSync(): void {
  const { data: session } = useSession();
  const accountLocale = session?.user ? session.locale : null;
  useEffect(() => {
    if (accountLocale) void switchInterfaceLocale(accountLocale);
  }, [accountLocale]);
}
