import type { FastifyInstance } from 'fastify';
import {
  boostPostContract,
  calendarContract,
  deletePostContract,
  duplicatePostContract,
  editPostContract,
  listHistoryContract,
  publishStoredContract,
  regeneratePostVideoContract,
  reschedulePostContract,
} from '../../../shared/contracts/posts-history';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import type { HistoryService } from './posts.history-service';
import { historyPolicy } from './posts.history.policy';
import { presentPostRecord } from './posts.presenter';
import type { PublishService } from './posts.publish-service';
import type { PostVideoService } from './posts.video-service';

/**
 * Post history and calendar endpoints: list, calendar range, edit, reschedule, duplicate, delete, publish, boost,
 * regenerate the video.
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  history: HistoryService,
  publishing: PublishService,
  video: PostVideoService,
): void {
  bindRoute(app, listHistoryContract, historyPolicy.listHistory, async ({ auth, query }) => {
    const page = await history.listPage(auth, query);
    return { posts: page.rows.map(presentPostRecord), nextCursor: page.nextCursor };
  });
  bindRoute(app, calendarContract, historyPolicy.listCalendar, async ({ auth, query }) => {
    const range = await history.listCalendar(auth, query);
    return { posts: range.posts.map(presentPostRecord), isTruncated: range.isTruncated };
  });
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
  bindRoute(
    app,
    regeneratePostVideoContract,
    historyPolicy.regenerateVideo,
    async ({ auth, params, request }) => ({
      post: presentPostRecord(await video.regenerate(auth, params.postId, localeOfRequest(request))),
    }),
  );
}
