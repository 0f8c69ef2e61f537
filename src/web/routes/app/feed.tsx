import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useSession } from '../../features/accounts';
import { FeedScreen, feedTabIds, type FeedTabId } from '../../features/feed';

/** Search of /app/feed: `tab` is the open tab; an unknown value is dropped, never an error. */
const feedSearchSchema = z.object({
  tab: z.enum(feedTabIds).optional().catch(undefined),
});

/** /app/feed: the community feed, Following, My posts, followers and following (`?tab=`). */
export const Route = createFileRoute('/app/feed')({
  validateSearch: feedSearchSchema,
  component: FeedPage,
});

function FeedPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const session = useSession();
  const userId = session.data?.user?.id;
  const handleTabChange = (next: FeedTabId) => void navigate({ search: { tab: next }, replace: true });
  if (!userId) return null;
  return <FeedScreen userId={userId} tab={tab} onTabChange={handleTabChange} />;
}
