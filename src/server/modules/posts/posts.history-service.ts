import type { z } from 'zod';
import type { boostRequestSchema } from '../../../shared/contracts/posts';
import {
  calendarRangeLimit,
  historyPageLimit,
  type editPostRequestSchema,
} from '../../../shared/contracts/posts-history';
import { historyBoostBudgetRange } from '../../../shared/domain/boost';
import { isPublishable } from '../../../shared/domain/counting';
import { isGenerationPlatform } from '../../../shared/domain/platforms';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { HistoryCursor, HistoryFilters, HistoryStore } from './posts.history-store';
import { notPublishableMessage, toBoostSettings } from './posts.publish-service';
import { postRecordNotFoundMessage } from './posts.service';
import type { PostsStore } from './posts.store';

/** An edit of a post that is neither a draft nor scheduled. */
export const notEditableMessage = 'Only a draft or a scheduled post can be edited.';
/** A delete of a post while it is being published. */
export const publishingNotDeletableMessage = 'This post is being published and cannot be deleted now.';
/** A boost change of a post while it is being published. */
export const publishingNotBoostableMessage = 'This post is being published; change its boost afterwards.';
/** A calendar range that is empty, reversed or longer than the widest view allows. */
export const badCalendarRangeMessage = 'Choose a calendar range of at most 62 days.';
/** A cursor that was not made by this server. */
export const badCursorMessage = 'This page of the history no longer exists. Reload the list.';

/** The widest calendar range: a month view with its leading and trailing weeks, and some slack. */
const maxCalendarRangeMs = 62 * 24 * 60 * 60 * 1000;

const notFound = () => new AppError('not_found', postRecordNotFoundMessage);

/** Encodes a history position as an opaque cursor. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.lastModified}|${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor made by {@link encodeHistoryCursor}; a malformed one is a 400. */
export function decodeHistoryCursor(text: string): HistoryCursor {
  const [lastModified, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (
    rest.length > 0 ||
    !id ||
    id.length > 100 ||
    !lastModified ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(lastModified)
  )
    throw new AppError('bad_request', badCursorMessage);
  return { lastModified, id };
}

/** The history list's request, as the contract parses it. */
export interface HistoryQuery {
  status?: HistoryFilters['status'];
  platform?: string;
  from?: string;
  to?: string;
  q?: string;
  cursor?: string;
  limit?: number;
}

/**
 * Post history and calendar: filtered keyset pages, the calendar range, edit, duplicate, delete and boost of
 * stored posts (publishing a draft, rescheduling and retrying are the publish service's).
 */
export function createHistoryService(deps: { posts: PostsStore; history: HistoryStore; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  return {
    /** One page of the workspace's posts, last changed first, and the cursor of the next page (or null). */
    async listPage(auth: AuthContext, query: HistoryQuery) {
      const limit = query.limit ?? 20;
      const search = query.q?.trim();
      const filters: HistoryFilters = {
        ...(query.status ? { status: query.status } : {}),
        ...(query.platform ? { platform: query.platform } : {}),
        ...(query.from ? { from: new Date(query.from) } : {}),
        ...(query.to ? { to: new Date(query.to) } : {}),
        ...(search ? { search } : {}),
      };
      const cursor = query.cursor ? decodeHistoryCursor(query.cursor) : undefined;
      const found = await deps.history.listPage(
        auth.workspaceId,
        filters,
        Math.min(limit, historyPageLimit) + 1,
        cursor,
      );
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        // A published post shows the community feed's counts (history's views/likes/shares/comments).
        rows: await deps.posts.withFeedStats(
          auth.workspaceId,
          page.map((item) => item.row),
        ),
        nextCursor: found.length > limit && last ? encodeHistoryCursor(last.cursor) : null,
      };
    },

    /** Scheduled, publishing, published and failed posts whose time is in [from, to). */
    async listCalendar(auth: AuthContext, range: { from: string; to: string }) {
      const from = new Date(range.from);
      const to = new Date(range.to);
      const span = to.getTime() - from.getTime();
      if (!(span > 0 && span <= maxCalendarRangeMs))
        throw new AppError('bad_request', badCalendarRangeMessage);
      // One more than shown tells whether the range holds more posts than the calendar answers.
      const rows = await deps.history.listCalendar(auth.workspaceId, from, to, calendarRangeLimit + 1);
      return {
        posts: await deps.posts.withFeedStats(auth.workspaceId, rows.slice(0, calendarRangeLimit)),
        isTruncated: rows.length > calendarRangeLimit,
      };
    },

    /** Edits the title, content or hashtags of a draft or scheduled post; a scheduled one must stay postable. */
    async editPost(auth: AuthContext, postId: string, changes: z.output<typeof editPostRequestSchema>) {
      const post = await deps.posts.findPost(auth.workspaceId, postId);
      if (!post) throw notFound();
      const platform = post.platforms[0] ?? '';
      if (
        post.status === 'scheduled' &&
        changes.content !== undefined &&
        isGenerationPlatform(platform) &&
        !isPublishable({ content: changes.content, platform })
      )
        throw new AppError('bad_request', notPublishableMessage);
      const row = await deps.history.updateWhile(auth.workspaceId, postId, ['draft', 'scheduled'], changes);
      if (!row) throw new AppError('conflict', notEditableMessage);
      return row;
    },

    /** A new draft with the post's content, hashtags, image, engagement, variation and prompt. */
    async duplicatePost(auth: AuthContext, postId: string) {
      const post = await deps.posts.findPost(auth.workspaceId, postId);
      if (!post) throw notFound();
      const platform = post.platforms[0] ?? '';
      const now = clock();
      return deps.history.insertPost(auth.workspaceId, {
        authorId: auth.userId,
        title: isGenerationPlatform(platform) ? postRecordTitle(platform, 'draft') : post.title,
        content: post.content,
        status: 'draft',
        platforms: post.platforms,
        hashtags: post.hashtags,
        thumbnailAssetId: post.thumbnailAssetId,
        videoAssetId: post.videoAssetId,
        isVideoOffline: post.isVideoOffline,
        expectedEngagement: post.expectedEngagement,
        variation: post.variation,
        originalPrompt: post.originalPrompt,
        boostSettings: post.boostSettings,
        createdAt: now,
        lastModified: now,
      });
    },

    /** Deletes a post; one being published is refused (its publication is under way). */
    async deletePost(auth: AuthContext, postId: string) {
      if (!(await deps.posts.findPost(auth.workspaceId, postId))) throw notFound();
      if (!(await deps.history.deleteUnlessPublishing(auth.workspaceId, postId)))
        throw new AppError('conflict', publishingNotDeletableMessage);
    },

    /** Sets the boost of a post with the history's budget range (5-10,000 in steps of 5). */
    async boostPost(auth: AuthContext, postId: string, boost: z.output<typeof boostRequestSchema>) {
      if (!(await deps.posts.findPost(auth.workspaceId, postId))) throw notFound();
      const row = await deps.history.updateWhile(
        auth.workspaceId,
        postId,
        ['draft', 'scheduled', 'executed', 'failed', 'exported'],
        { boostSettings: toBoostSettings(boost, historyBoostBudgetRange) },
      );
      if (!row) throw new AppError('conflict', publishingNotBoostableMessage);
      return row;
    },
  };
}

/** The history service. */
export type HistoryService = ReturnType<typeof createHistoryService>;
