import { useId } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { interfaceLocaleNames, interfaceLocales, isInterfaceLocale } from '../../../../shared/domain/locales';
import { getInterfaceLocale } from '../../../i18n/i18n';
import { cn } from '../../../ui/cn';
import { useIsHydrated } from '../../../ui/useIsHydrated';
import { useSaveLocale } from '../hooks/useSaveLocale';

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  className?: string;
}

/**
 * The interface language as a native select, for the public pages: it weighs nothing beyond the page (no
 * menu library on the landing page's first load) and works with every keyboard and screen reader. Each
 * language is named in its own language. Signed in, the choice is saved to the account.
 */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const { t } = useTranslation();
  const saveLocale = useSaveLocale();
  const id = useId();
  const current = getInterfaceLocale();
  // A pre-rendered page's select does nothing until the page is hydrated: it stays disabled until then.
  const isHydrated = useIsHydrated();

  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
      />
      <select
        id={id}
        value={current}
        disabled={!isHydrated || saveLocale.isPending}
        onChange={(event) => {
          const value = event.target.value;
          if (isInterfaceLocale(value) && value !== current) saveLocale.mutate(value);
        }}
        className="h-10 appearance-none rounded-md border border-input bg-background py-2 pr-3 pl-8 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      >
        {interfaceLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {interfaceLocaleNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
