import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui';
import { CommunityFeed } from './CommunityFeed';
import { FollowList } from './FollowList';
import { MyPosts } from './MyPosts';

import { feedTabIds, type FeedTabId } from '../feed-tabs';

/** /app/feed: the community feed (all, or people the user follows), 'My posts', followers and following. */
export function FeedScreen({
  userId,
  tab = 'all',
  onTabChange,
}: {
  userId: string;
  tab?: FeedTabId | undefined;
  onTabChange: (tab: FeedTabId) => void;
}) {
  const { t } = useTranslation('feed');
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 sm:p-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as FeedTabId)}>
        <TabsList className="flex-wrap">
          {feedTabIds.map((id) => (
            <TabsTrigger key={id} value={id}>
              {t(`page.${id}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="all" className="pt-4">
          <CommunityFeed filter="all" currentUserId={userId} onLoginRequired={() => undefined} />
        </TabsContent>
        <TabsContent value="following" className="pt-4">
          <CommunityFeed filter="following" currentUserId={userId} onLoginRequired={() => undefined} />
        </TabsContent>
        <TabsContent value="mine" className="pt-4">
          <MyPosts />
        </TabsContent>
        <TabsContent value="followers" className="pt-4">
          <FollowList userId={userId} direction="followers" />
        </TabsContent>
        <TabsContent value="followingList" className="pt-4">
          <FollowList userId={userId} direction="following" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
