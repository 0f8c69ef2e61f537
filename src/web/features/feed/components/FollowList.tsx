import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui';
import { useFollowList } from '../hooks/useFeedActions';
import { FeedAuthorName, FeedAvatar } from './FeedAvatar';

/** The user's followers, or the users they follow, with the spec's empty state. */
export function FollowList({ userId, direction }: { userId: string; direction: 'followers' | 'following' }) {
  const { t } = useTranslation('feed');
  const list = useFollowList(userId, direction);
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('error')}
      </p>
    );
  }
  if (list.data.users.length === 0) {
    return (
      <p className="py-10 text-center text-muted-foreground">
        {direction === 'followers' ? t('page.noFollowers') : t('page.noFollowing')}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {list.data.users.map((user) => (
        <li key={user.id} className="flex items-center gap-3 p-3">
          <FeedAvatar author={user} size="md" />
          <div className="min-w-0">
            <FeedAuthorName author={user} />
            {user.username && <p className="truncate text-xs text-muted-foreground">@{user.username}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
