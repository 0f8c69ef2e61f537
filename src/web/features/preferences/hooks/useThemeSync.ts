import { useLayoutEffect } from 'react';
import { applyTheme, useResolvedTheme } from '../../../ui/theme';
import { useSession } from '../../accounts/hooks/useSession';
import { setCachedThemePreference } from '../cached-theme-store';
import { useThemePreference } from './useThemePreference';

/**
 * Paints the theme in force on <html> and keeps it painted: the account's preference when signed in, else
 * the cached one; 'system' follows the operating system live. While signed in it mirrors the account's
 * preference into the local cache, so the next visit's first paint (applyCachedTheme) matches. Mount once,
 * in the root layout.
 */
export function useThemeSync(): void {
  const { data: session } = useSession();
  const preference = useThemePreference();
  const resolved = useResolvedTheme(preference);
  const accountTheme = session?.user ? session.theme : null;

  useLayoutEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  useLayoutEffect(() => {
    if (accountTheme) setCachedThemePreference(accountTheme);
  }, [accountTheme]);
}
