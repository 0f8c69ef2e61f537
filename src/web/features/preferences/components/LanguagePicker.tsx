import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { interfaceLocaleNames, interfaceLocales, isInterfaceLocale } from '../../../../shared/domain/locales';
import { getInterfaceLocale } from '../../../i18n/i18n';
import { getButtonClasses } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';
import { useSaveLocale } from '../hooks/useSaveLocale';

/** Props of {@link LanguagePicker}. */
export interface LanguagePickerProps {
  /** Where the tooltip and the menu open, relative to the button (default 'bottom'). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Classes of the trigger; when given they replace the default ghost icon-button look. */
  className?: string;
  /** Drawn after the icon inside the trigger (e.g. a caption, or the language's name). */
  caption?: ReactNode;
}

/**
 * The interface language picker: a button that opens a menu of the shipped languages, each named in its
 * own language (radio items, keyboard accessible). Signed in, the choice is saved to the account; signed
 * out, it is cached in this browser.
 */
export function LanguagePicker({ side = 'bottom', className, caption }: LanguagePickerProps) {
  const { t } = useTranslation();
  const saveLocale = useSaveLocale();
  const current = getInterfaceLocale();
  const name = t('language.current', { language: interfaceLocaleNames[current] });

  function handleValueChange(value: string) {
    if (isInterfaceLocale(value) && value !== current) saveLocale.mutate(value);
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
            <Languages aria-hidden="true" className="size-5" />
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
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={handleValueChange}>
            {interfaceLocales.map((locale) => (
              <DropdownMenu.RadioItem
                key={locale}
                value={locale}
                lang={locale}
                className="flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <span className="flex-1">{interfaceLocaleNames[locale]}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
