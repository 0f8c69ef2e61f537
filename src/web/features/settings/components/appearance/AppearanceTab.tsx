import { useId } from 'react';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '../../../../ui';
import { isThemePreference, type ThemePreference } from '../../../../ui/theme';
import { LanguageSelect, useSaveTheme, useThemePreference } from '../../../preferences';

const CHOICES: readonly { value: ThemePreference; icon: LucideIcon }[] = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
  { value: 'system', icon: Monitor },
];

/**
 * Appearance: the Dark Mode choice Light / Dark / System (System follows the operating system live) and the
 * interface language. Both are the account's (PUT /api/preferences, like the navigation's pickers, which
 * phones do not show) and apply at once, so this tab has no Save button.
 */
export function AppearanceTab() {
  const { t } = useTranslation('settings');
  const preference = useThemePreference();
  const saveTheme = useSaveTheme();
  const name = useId();
  const hintId = `${name}-hint`;

  function handleChange(value: string) {
    if (isThemePreference(value) && value !== preference) saveTheme.mutate(value);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('appearance.title')}</CardTitle>
        <CardDescription id={hintId}>{t('appearance.appliesAtOnce')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset aria-describedby={hintId} className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium">{t('appearance.darkMode')}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {CHOICES.map(({ value, icon: Icon }) => {
              const isChecked = preference === value;
              return (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                    'hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    isChecked && 'border-primary bg-accent',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={isChecked}
                    onChange={(event) => handleChange(event.target.value)}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="flex flex-col gap-1">
                    <span className="flex items-center gap-2 font-medium">
                      <Icon aria-hidden="true" className="size-4" />
                      {t(`appearance.choices.${value}.label`)}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t(`appearance.choices.${value}.hint`)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-6 flex flex-col gap-2">
          <p className="text-sm font-medium">{t('appearance.language')}</p>
          <p className="text-sm text-muted-foreground">{t('appearance.languageHint')}</p>
          <LanguageSelect className="max-w-64" />
        </div>
      </CardContent>
    </Card>
  );
}
