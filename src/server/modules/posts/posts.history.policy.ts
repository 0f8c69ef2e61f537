import { allowEveryone, canWriteWorkspace, definePolicy, sessionAction } from '../../http/authorize';
import { viewerPostRecordMessage } from './posts.policy';

/**
 * Post history and calendar: every member reads them; owners and editors edit, reschedule, duplicate, delete,
 * publish, boost and regenerate its video. Another workspace's post is a 404 from the scoped queries.
 */
export const historyPolicy = definePolicy('history', {
  listHistory: sessionAction(allowEveryone),
  listCalendar: sessionAction(allowEveryone),
  editPost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  reschedulePost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  duplicatePost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  deletePost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  publishDraft: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  boostPost: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
  regenerateVideo: sessionAction(canWriteWorkspace, viewerPostRecordMessage),
});
