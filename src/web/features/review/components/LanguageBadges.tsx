import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RunLanguage } from '../../../../shared/contracts/generation';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { useLocaleFormat } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';

/** The language a run's posts are written in and how it was chosen ('German, detected from your brief'). */
export function RunLanguageBadge({ language }: { language: RunLanguage }) {
  const { t } = useTranslation('review');
  const { languageName } = useLocaleFormat();
  return (
    <Badge variant="outline" data-language={language.code}>
      <Languages aria-hidden="true" />
      {t(`language.${language.source}`, { language: languageName(language.code) })}
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
