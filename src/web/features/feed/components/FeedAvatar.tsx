import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedAuthor } from '../../../../shared/contracts/feed';
import { cn } from '../../../ui';

/** An author's round avatar (their initial without an image) and, optionally, name with the verified tick. */
export function FeedAvatar({ author, size = 'sm' }: { author: FeedAuthor; size?: 'sm' | 'md' }) {
  const dimension = size === 'sm' ? 'size-7' : 'size-10';
  return author.avatarUrl ? (
    <img src={author.avatarUrl} alt="" className={cn(dimension, 'shrink-0 rounded-full object-cover')} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        dimension,
        'flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold text-primary',
      )}
    >
      {(author.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

/** The author's name with the verified tick when the instance owner granted it. */
export function FeedAuthorName({ author, className }: { author: FeedAuthor; className?: string }) {
  const { t } = useTranslation('feed');
  return (
    <span className={cn('flex min-w-0 items-center gap-1 font-medium', className)}>
      <span className="truncate">{author.name}</span>
      {author.verified && (
        <BadgeCheck className="size-4 shrink-0 text-primary" role="img" aria-label={t('card.verified')} />
      )}
    </span>
  );
}
