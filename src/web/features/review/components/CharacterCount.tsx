import { useTranslation } from 'react-i18next';
import { countCharacters } from '../../../../shared/domain/counting';
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import { useLocaleFormat } from '../../../i18n/format';
import { cn } from '../../../ui/cn';

/** '{count} / {limit} characters' as the platform counts characters (X weighted); red with a note when over the limit. */
export function CharacterCount({ text, platform }: { text: string; platform: PlatformId }) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const count = countCharacters(text, platform);
  const limit = platforms[platform].characterLimit;
  const isOver = count > limit;
  return (
    <p
      className={cn(
        'text-xs tabular-nums',
        isOver ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      {t('post.characters', { used: number(count), limit: number(limit) })}
      {isOver && t('post.overLimit', { over: number(count - limit), platform: t(`platforms.${platform}`) })}
    </p>
  );
}
