import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageSetting } from '../../../../../shared/domain/content-languages';
import { useLocaleFormat } from '../../../../i18n/format';
import { Field, Select } from '../../../../ui';
import { buildLanguageOptions } from './language-options';

/** Props of {@link LanguageControl}. */
export interface LanguageControlProps {
  value: LanguageSetting;
  onChange: (value: LanguageSetting) => void;
  disabled?: boolean;
}

/**
 * The run's language: Auto (the language of the brief, its page or its transcript) or a chosen content
 * language, named in the interface's language. Posts, the clip's transcript and offline narration follow it.
 */
export function LanguageControl({ value, onChange, disabled }: LanguageControlProps) {
  const { t } = useTranslation('generation');
  const { locale, languageName } = useLocaleFormat();
  const items = useMemo(
    () => [{ value: 'auto' as const, label: t('language.auto') }, ...buildLanguageOptions(locale)],
    [locale, t],
  );
  const hint =
    value === 'auto' ? t('language.autoHint') : t('language.chosenHint', { language: languageName(value) });
  return (
    <Field label={t('language.label')} hint={hint}>
      {(control) => (
        <Select<LanguageSetting>
          {...control}
          items={items}
          value={value}
          onValueChange={onChange}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
