import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';
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
export function ThemeToggle({ side = 'bottom', className, caption }: ThemeToggleProps) {
  const { t } = useTranslation();
  const preference = useThemePreference();
  const saveTheme = useSaveTheme();
  const CurrentIcon = THEME_ICONS[preference];
  const name = t('theme.current', { theme: t(`theme.${preference}`) });

  function handleValueChange(value: string) {
    if (isThemePreference(value) && value !== preference) saveTheme.mutate(value);
  }

  return (
    <DropdownMenu.Root>
      <Tooltip content={name} side={side}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            aria-label={name}
            className={className ?? getButtonClasses({ variant: 'ghost', size: 'icon' })}
          >
            <CurrentIcon aria-hidden="true" className="size-5" />
            {caption}
          </button>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align={side === 'right' || side === 'left' ? 'end' : 'center'}
          sideOffset={8}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md animate-pop-in"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            {t('theme.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={preference} onValueChange={handleValueChange}>
            {THEME_ORDER.map((value) => {
              const Icon = THEME_ICONS[value];
              return (
                <DropdownMenu.RadioItem
                  key={value}
                  value={value}
                  className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="flex-1">{t(`theme.${value}`)}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
