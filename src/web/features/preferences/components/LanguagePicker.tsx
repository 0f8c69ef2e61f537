import type { ReactNode } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { interfaceLocaleNames, interfaceLocales, isInterfaceLocale } from '../../../../shared/domain/locales';
import { getInterfaceLocale } from '../../../i18n/i18n';
import { MenuPicker } from '../../../ui/MenuPicker';
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

/** Every interface language, named in its own language (so a reader finds their own). */
const languageOptions = interfaceLocales.map((locale) => ({
  value: locale,
  label: interfaceLocaleNames[locale],
  lang: locale,
}));

/**
 * The interface language picker: a button that opens a menu of the shipped languages, each named in its
 * own language (radio items, keyboard accessible). Signed in, the choice is saved to the account; signed
 * out, it is cached in this browser.
 */
export function LanguagePicker({ side, className, caption }: LanguagePickerProps) {
  const { t } = useTranslation();
  const saveLocale = useSaveLocale();
  const current = getInterfaceLocale();

  function handleValueChange(value: string) {
    if (isInterfaceLocale(value) && value !== current) saveLocale.mutate(value);
  }

  return (
    <MenuPicker
      name={t('language.current', { language: interfaceLocaleNames[current] })}
      heading={t('language.label')}
      icon={Languages}
      options={languageOptions}
      value={current}
      onValueChange={handleValueChange}
      side={side}
      className={className}
      caption={caption}
    />
  );
}
