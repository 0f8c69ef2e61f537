import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunLanguage } from '../../../../shared/contracts/generation';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { useLocaleFormat } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';

/**
 * Capitalises a text's first letter in the interface's locale: Spanish and French write language names in
 * lower case ('inglés'), which must still open the badge as a capital ('Inglés, detectado en tu briefing').
 */
function capitalizeFirst(text: string, locale: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toLocaleUpperCase(locale) + rest.join('');
}

/** The language a run's posts are written in and how it was chosen ('German, detected from your brief'). */
export function RunLanguageBadge({ language }: { language: RunLanguage }) {
  const { t } = useTranslation('review');
  const { languageName, locale } = useLocaleFormat();
  const text = t(`language.${language.source}`, { language: languageName(language.code) });
  return (
    <Badge variant="outline" data-language={language.code}>
      <Languages aria-hidden="true" />
      {capitalizeFirst(text, locale)}
    </Badge>
  );
}

/** Marks a post that came back in another language than its run's ('Written in English'). */
export function PostLanguageBadge({ language }: { language: ContentLanguage }) {
  const { t } = useTranslation('review');
  const { languageName } = useLocaleFormat();
  return (
    <Badge variant="warning">
      <Languages aria-hidden="true" />
      {t('language.other', { language: languageName(language) })}
    </Badge>
  );
}
