/** The community feed: the grid with its viewer (landing page and /app/feed) and the in-app screen. */
export { CommunityFeed, type CommunityFeedProps } from './components/CommunityFeed';
export { FeedScreen } from './components/FeedScreen';
export { feedTabIds, type FeedTabId } from './feed-tabs';
