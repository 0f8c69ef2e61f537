import type { z } from 'zod';
import type { publishRequestSchema } from '../../../shared/contracts/posts';
import { isBoostDuration, normalizeBoostBudget } from '../../../shared/domain/boost';
import { isPublishable } from '../../../shared/domain/counting';
import { isGenerationPlatform } from '../../../shared/domain/platforms';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import type { PublishStore } from './posts.publish-store';
import { alreadySavedMessage, postRecordNotFoundMessage } from './posts.service';
import type { PostsStore } from './posts.store';

/** A post over its platform's limit (or empty): it cannot be posted. */
export const notPublishableMessage = 'This post is too long for its platform and cannot be posted.';
/** A schedule without a time, or with a time that has passed. */
export const scheduleInPastMessage = 'Choose a date and time in the future.';
/** A retry of a post that did not fail. */
export const notFailedMessage = 'Only a post whose publication failed can be retried.';
/** A time zone the server does not know. */
export const unknownTimeZoneMessage = 'This time zone is not known.';

/** A scheduled time may be this far behind the server's clock (the modal's minute, the request's travel). */
const pastToleranceMs = 60_000;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Post now, schedule, retry: stores the post as scheduled and queues its publish job at its time. */
export function createPublishService(deps: {
  posts: PostsStore;
  store: PublishStore;
  enqueue(postId: string, workspaceId: string, at: Date): Promise<void>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  return {
    async publish(auth: AuthContext, body: z.output<typeof publishRequestSchema>) {
      const found = await deps.posts.findGenerated(auth.workspaceId, body.generatedPostId);
      if (!found || !isGenerationPlatform(found.post.platform))
        throw new AppError('not_found', postRecordNotFoundMessage);
      const { post, prompt } = found;
      const platform = post.platform;
      if (!isGenerationPlatform(platform)) throw new AppError('not_found', postRecordNotFoundMessage);
      if (post.savedAsPostId) throw new AppError('conflict', alreadySavedMessage);
      if (!isPublishable({ content: post.content, platform }))
        throw new AppError('bad_request', notPublishableMessage);
      if (!isTimeZone(body.timeZone)) throw new AppError('bad_request', unknownTimeZoneMessage);
      const now = clock();
      let scheduledFor = now;
      if (body.mode === 'schedule') {
        const chosen = body.scheduledFor ? new Date(body.scheduledFor) : undefined;
        if (!chosen || chosen.getTime() < now.getTime() - pastToleranceMs)
          throw new AppError('bad_request', scheduleInPastMessage);
        scheduledFor = chosen;
      }
      const duration = isBoostDuration(body.boost.duration) ? body.boost.duration : 3;
      const row = await deps.posts.insertFromGenerated(auth.workspaceId, post.id, {
        authorId: auth.userId,
        title: postRecordTitle(platform, 'scheduled'),
        content: post.content,
        status: 'scheduled',
        platforms: [platform],
        hashtags: post.hashtags,
        thumbnailAssetId: post.imageAssetId,
        expectedEngagement: post.engagement,
        variation: post.variation,
        originalPrompt: prompt,
        boostSettings: {
          enabled: body.boost.enabled,
          budget: normalizeBoostBudget(body.boost.budget),
          duration,
          useAITiming: body.boost.useAITiming,
        },
        scheduledFor,
        timeZone: body.timeZone,
        createdAt: now,
        lastModified: now,
      });
      if (!row) throw new AppError('conflict', alreadySavedMessage);
      await deps.enqueue(row.id, row.workspaceId, scheduledFor);
      return row;
    },

    /** A failed post is scheduled again for now; its destinations' keys stay, so nothing goes out twice. */
    async retry(auth: AuthContext, postId: string) {
      if (!(await deps.posts.findPost(auth.workspaceId, postId)))
        throw new AppError('not_found', postRecordNotFoundMessage);
      const now = clock();
      const row = await deps.store.moveStatus(auth.workspaceId, postId, ['failed'], {
        status: 'scheduled',
        scheduledFor: now,
        failureMessage: null,
      });
      if (!row) throw new AppError('conflict', notFailedMessage);
      await deps.enqueue(row.id, row.workspaceId, now);
      return row;
    },
  };
}

/** The publish service. */
export type PublishService = ReturnType<typeof createPublishService>;
