import { z } from 'zod';
import {
  livePostEventTypes,
  type LiveEvent,
  type LivePostEvent,
  type LivePostEventType,
} from '../../../shared/contracts/live';
import { realtimeChannels, type RealtimeHub, type RealtimePayload } from '../../realtime/realtime.hub';
import type { LiveStore } from './live.store';

/** The notice on the hub: ids only; each stream reads the post itself, scoped to its caller's workspace. */
export const postNoticeSchema = z.object({
  type: z.enum(livePostEventTypes),
  workspaceId: z.string(),
  postId: z.string(),
});
/** A post lifecycle notice. */
export type PostNotice = z.infer<typeof postNoticeSchema>;

/** Most posts one postGenerated notice names (a run has at most 6 platforms × 4 variations). */
const maxGeneratedPerNotice = 40;

/** The notice of posts a run wrote: for the user who started it only. */
export const generatedNoticeSchema = z.object({
  type: z.literal('postGenerated'),
  workspaceId: z.string(),
  userId: z.string(),
  postIds: z.array(z.string()).min(1).max(maxGeneratedPerNotice),
});
/** A postGenerated notice. */
export type GeneratedNotice = z.infer<typeof generatedNoticeSchema>;

/** The notice of a video edit's progress: for the user who asked for the edit only. */
export const editProgressNoticeSchema = z.object({
  type: z.literal('assetEditProgress'),
  userId: z.string(),
  progressId: z.string(),
  assetId: z.string(),
  percent: z.number().int().min(0).max(99),
});
/** An assetEditProgress notice. */
export type EditProgressNotice = z.infer<typeof editProgressNoticeSchema>;

export interface LiveLogger {
  warn(details: object, message: string): void;
}

/**
 * Post lifecycle events through the realtime hub: the posts module announces a transition (`announce`), every
 * process's open streams of that workspace hear it (`listen`) and read the post to send.
 */
export function createPostEvents(deps: { hub: RealtimeHub; store: LiveStore; log?: LiveLogger }) {
  return {
    /** Announces a transition; a lost notice is logged, never fails the transition itself. */
    async announce(type: LivePostEventType, workspaceId: string, postId: string): Promise<void> {
      try {
        await deps.hub.publish(realtimeChannels.userEvents, { type, workspaceId, postId });
      } catch (error) {
        deps.log?.warn({ err: error, postId, type }, 'post event not announced');
      }
    },

    /**
     * Announces posts a run of `userId` wrote (postGenerated, to that user's open browsers only); a lost notice
     * is logged, never fails the run.
     */
    async announceGenerated(workspaceId: string, userId: string, postIds: string[]): Promise<void> {
      try {
        for (let start = 0; start < postIds.length; start += maxGeneratedPerNotice) {
          await deps.hub.publish(realtimeChannels.userEvents, {
            type: 'postGenerated',
            workspaceId,
            userId,
            postIds: postIds.slice(start, start + maxGeneratedPerNotice),
          });
        }
      } catch (error) {
        deps.log?.warn({ err: error, userId }, 'postGenerated not announced');
      }
    },

    /** Announces a video edit's percentage to its user's open browsers; a lost notice is logged, never fails it. */
    async announceEditProgress(notice: Omit<EditProgressNotice, 'type'>): Promise<void> {
      try {
        await deps.hub.publish(realtimeChannels.userEvents, { type: 'assetEditProgress', ...notice });
      } catch (error) {
        deps.log?.warn({ err: error, progressId: notice.progressId }, 'edit progress not announced');
      }
    },

    /**
     * Calls `onEvent` with every post event of the workspaces `userId` is a member of (membership checked at
     * each event, the post read in its workspace), the postGenerated events of the user's own runs and the
     * progress of the user's own video edits, and
     * `onResync` when notices may have been lost. Returns
     * the function that stops listening.
     */
    listen(userId: string, onEvent: (event: LiveEvent) => void, onResync: () => void): () => void {
      return deps.hub.subscribe(
        realtimeChannels.userEvents,
        (payload: RealtimePayload) => {
          const progress = editProgressNoticeSchema.safeParse(payload);
          if (progress.success) {
            const { userId: owner, type, progressId, assetId, percent } = progress.data;
            if (owner === userId) onEvent({ type, progressId, assetId, percent });
            return;
          }
          const generated = generatedNoticeSchema.safeParse(payload);
          if (generated.success) {
            if (generated.data.userId !== userId) return;
            void readGeneratedEvents(deps.store, userId, generated.data)
              .then((events) => events.forEach(onEvent))
              .catch((error: unknown) => deps.log?.warn({ err: error }, 'postGenerated not read'));
            return;
          }
          const notice = postNoticeSchema.safeParse(payload);
          if (!notice.success) return;
          void readEvent(deps.store, userId, notice.data)
            .then((event) => {
              if (event) onEvent(event);
            })
            .catch((error: unknown) => deps.log?.warn({ err: error }, 'post event not read'));
        },
        { onResync },
      );
    },

    /** Resolves once the hub listens (a stream sends `ready` after it). */
    ready: () => deps.hub.ready(),
  };
}

/** The post events. */
export type PostEvents = ReturnType<typeof createPostEvents>;

async function readEvent(
  store: LiveStore,
  userId: string,
  notice: PostNotice,
): Promise<LivePostEvent | undefined> {
  if (!(await store.isMember(userId, notice.workspaceId))) return undefined;
  const row = await store.findPostForEvent(notice.workspaceId, notice.postId);
  if (!row) return undefined;
  const { post, author } = row;
  return {
    type: notice.type,
    postId: post.id,
    title: post.title,
    content: post.content,
    hashtags: post.hashtags,
    platform: post.platforms[0] ?? '',
    timestamp: post.executedAt?.toISOString() ?? null,
    scheduledFor: post.scheduledFor?.toISOString() ?? null,
    timeZone: post.timeZone ?? 'UTC',
    author: author ?? null,
    variation: post.variation,
    boost: post.boostSettings ?? null,
  };
}

async function readGeneratedEvents(
  store: LiveStore,
  userId: string,
  notice: GeneratedNotice,
): Promise<LiveEvent[]> {
  if (!(await store.isMember(userId, notice.workspaceId))) return [];
  const rows = await store.findGeneratedForEvent(notice.workspaceId, notice.postIds);
  return rows.map((row) => ({
    type: 'postGenerated' as const,
    postId: row.id,
    content: row.content,
    hashtags: row.hashtags,
    platform: row.platform,
    variation: row.variation,
    timestamp: row.createdAt.toISOString(),
  }));
}
