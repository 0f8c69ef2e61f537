import { Toaster } from '../../../ui/Toaster';
import { useResolvedTheme } from '../../../ui/theme';
import { useThemePreference } from '../hooks/useThemePreference';

/** The app's toast outlet painted in the theme in force (follows the OS live under 'system'). Mount once. */
export function ThemedToaster() {
  const theme = useResolvedTheme(useThemePreference());
  return <Toaster theme={theme} />;
}
