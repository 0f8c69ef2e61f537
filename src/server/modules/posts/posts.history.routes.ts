import type { FastifyInstance } from 'fastify';
import {
  boostPostContract,
  calendarContract,
  deletePostContract,
  duplicatePostContract,
  editPostContract,
  listHistoryContract,
  publishStoredContract,
  reschedulePostContract,
} from '../../../shared/contracts/posts-history';
import { bindRoute } from '../../http/contract-binding';
import type { HistoryService } from './posts.history-service';
import { historyPolicy } from './posts.history.policy';
import { presentPostRecord } from './posts.presenter';
import type { PublishService } from './posts.publish-service';

/** Post history and calendar endpoints: list, calendar range, edit, reschedule, duplicate, delete, publish, boost. */
export function registerHistoryRoutes(
  app: FastifyInstance,
  history: HistoryService,
  publishing: PublishService,
): void {
  bindRoute(app, listHistoryContract, historyPolicy.listHistory, async ({ auth, query }) => {
    const page = await history.listPage(auth, query);
    return { posts: page.rows.map(presentPostRecord), nextCursor: page.nextCursor };
  });
  bindRoute(app, calendarContract, historyPolicy.listCalendar, async ({ auth, query }) => ({
    posts: (await history.listCalendar(auth, query)).map(presentPostRecord),
  }));
  bindRoute(app, editPostContract, historyPolicy.editPost, async ({ auth, params, body }) => ({
    post: presentPostRecord(await history.editPost(auth, params.postId, body)),
  }));
  bindRoute(app, reschedulePostContract, historyPolicy.reschedulePost, async ({ auth, params, body }) => ({
    post: presentPostRecord(await publishing.reschedule(auth, params.postId, body)),
  }));
  bindRoute(app, duplicatePostContract, historyPolicy.duplicatePost, async ({ auth, params }) => ({
    post: presentPostRecord(await history.duplicatePost(auth, params.postId)),
  }));
  bindRoute(app, deletePostContract, historyPolicy.deletePost, async ({ auth, params }) => {
    await history.deletePost(auth, params.postId);
    return { deleted: true as const };
  });
  bindRoute(app, publishStoredContract, historyPolicy.publishDraft, async ({ auth, params, body }) => ({
    post: presentPostRecord(await publishing.publishStored(auth, params.postId, body)),
  }));
  bindRoute(app, boostPostContract, historyPolicy.boostPost, async ({ auth, params, body }) => ({
    post: presentPostRecord(await history.boostPost(auth, params.postId, body.boost)),
  }));
}
