/** The community feed: the grid with its viewer (landing page and /app/feed) and the in-app screen. */
export { CommunityFeed, type CommunityFeedProps } from './components/CommunityFeed';
export { FeedScreen, feedTabIds, type FeedTabId } from './components/FeedScreen';
