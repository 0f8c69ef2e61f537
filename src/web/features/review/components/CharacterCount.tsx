import { useTranslation } from 'react-i18next';
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import { useLocaleFormat } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';
import { useCounting } from '../hooks/useCounting';

/**
 * '{count} / {limit} characters' as the platform counts characters (X by twitter-text), live as the text
 * changes; over the limit it turns red, says by how much, and marks the post as not publishable.
 */
export function CharacterCount({ text, platform, id }: { text: string; platform: PlatformId; id?: string }) {
  const { t } = useTranslation('review');
  const { number } = useLocaleFormat();
  const counting = useCounting();
  const limit = platforms[platform].characterLimit;
  if (!counting) {
    return (
      <p id={id} className="text-xs text-muted-foreground">
        {t('post.counting')}
      </p>
    );
  }
  const count = counting.countCharacters(text, platform);
  const isOver = count > limit;
  const isPublishable = counting.isPublishable({ content: text, platform });
  return (
    <div id={id} className="flex flex-wrap items-center gap-2" data-testid="character-count">
      <p
        aria-live="polite"
        className={cn(
          'text-xs tabular-nums',
          isOver ? 'font-medium text-destructive' : 'text-muted-foreground',
        )}
      >
        {t('post.characters', { used: number(count), limit: number(limit) })}
        {isOver && t('post.overLimit', { over: number(count - limit), platform: t(`platforms.${platform}`) })}
      </p>
      {!isPublishable && <Badge variant="destructive">{t('post.notPublishable')}</Badge>}
    </div>
  );
}
