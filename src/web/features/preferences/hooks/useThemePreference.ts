import type { ThemePreference } from '../../../ui/theme';
import { useSession } from '../../accounts/hooks/useSession';
import { useCachedThemePreference } from '../cached-theme-store';

/**
 * The theme preference in force: the account's when signed in (it follows the account across browsers),
 * otherwise the one cached in this browser. While the session is still loading, the cached one (which
 * mirrors the last account seen here, so the first paint already matches).
 */
export function useThemePreference(): ThemePreference {
  const { data: session } = useSession();
  const cached = useCachedThemePreference();
  return session?.user ? session.theme : cached;
}
