import type { ReactNode } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MenuPicker } from '../../../ui/MenuPicker';
import { isThemePreference, type ThemePreference } from '../../../ui/theme';
import { useSaveTheme } from '../hooks/useSaveTheme';
import { useThemePreference } from '../hooks/useThemePreference';

const THEME_ICONS: Record<ThemePreference, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

const THEME_ORDER: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** Props of {@link ThemeToggle}. */
export interface ThemeToggleProps {
  /** Where the tooltip and the menu open, relative to the button (default 'bottom'). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Classes of the trigger; when given they replace the default ghost icon-button look. */
  className?: string;
  /** Drawn after the icon inside the trigger (e.g. a caption in a tab bar); keep it within the accessible name. */
  caption?: ReactNode;
}

/**
 * A compact theme picker: an icon button showing the theme in force that opens a menu of System, Light and
 * Dark (radio items, keyboard accessible). Signed in, the choice is saved to the account; signed out, it
 * is only cached in this browser.
 */
export function ThemeToggle({ side, className, caption }: ThemeToggleProps) {
  const { t } = useTranslation();
  const preference = useThemePreference();
  const saveTheme = useSaveTheme();

  function handleValueChange(value: string) {
    if (isThemePreference(value) && value !== preference) saveTheme.mutate(value);
  }

  return (
    <MenuPicker
      name={t('theme.current', { theme: t(`theme.${preference}`) })}
      heading={t('theme.label')}
      icon={THEME_ICONS[preference]}
      options={THEME_ORDER.map((value) => ({ value, label: t(`theme.${value}`), icon: THEME_ICONS[value] }))}
      value={preference}
      onValueChange={handleValueChange}
      side={side}
      className={className}
      caption={caption}
    />
  );
}
