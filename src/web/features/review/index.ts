/** Review & Export: a generation run's posts reviewed live, and the recent runs to reopen. */
export { ReviewScreen } from './components/ReviewScreen';
export { PostCard, type PostCardProps } from './components/PostCard';
export { useRecentRuns } from './hooks/useRecentRuns';
export { MediaProgressCounts } from './components/MediaProgressCounts';
export { describeRunWork, type RunWork } from './run-progress';
