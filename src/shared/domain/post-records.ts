import { platforms, type PlatformId } from './platforms';

/** A stored post's status (spec 1 "Post lifecycle"; 'publishing' and 'failed' belong to the publish job). */
export const postRecordStatuses = [
  'draft',
  'scheduled',
  'publishing',
  'executed',
  'failed',
  'exported',
] as const;
/** A stored post's status. */
export type PostRecordStatus = (typeof postRecordStatuses)[number];

/** The title of a stored post (spec 1 §3): '{platform} Draft Post' for a draft, '{platform} Post' otherwise. */
export function postRecordTitle(platform: PlatformId, status: PostRecordStatus): string {
  const name = platforms[platform].name;
  return status === 'draft' ? `${name} Draft Post` : `${name} Post`;
}

/** The status changes a stored post may make; anything else is refused. */
const transitions: Record<PostRecordStatus, readonly PostRecordStatus[]> = {
  draft: ['scheduled', 'publishing', 'exported'],
  scheduled: ['publishing', 'draft'],
  publishing: ['executed', 'failed'],
  failed: ['publishing', 'scheduled'],
  executed: [],
  exported: ['scheduled', 'publishing'],
};

/** Whether a stored post may go from `from` to `to`. */
export function canTransition(from: PostRecordStatus, to: PostRecordStatus): boolean {
  return transitions[from].includes(to);
}
