import type { z } from 'zod';
import type { publishRequestSchema } from '../../../shared/contracts/posts';
import {
  isBoostDuration,
  normalizeBoostBudget,
  postBoostBudgetRange,
  type BoostBudgetRange,
  type BoostSettings,
} from '../../../shared/domain/boost';
import { isPublishable } from '../../../shared/domain/counting';
import { isGenerationPlatform } from '../../../shared/domain/platforms';
import type { CheckedMedia } from '../../../shared/domain/publish-check';
import { postRecordTitle } from '../../../shared/domain/post-records';
import { zonedDateTimeToInstant } from '../../../shared/domain/schedule';
import { isTimeZone, unknownTimeZoneMessage } from '../../../shared/domain/time-zones';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-context';
import { assertFitsDestinations } from './posts.destination-check';
import { chooseDestinations } from './posts.destinations';
import { duplicatePostMessage, hasRecentDuplicate } from './posts.duplicates';
import type { PublishStore } from './posts.publish-store';
import { alreadySavedMessage, isOfflineVideo, postRecordNotFoundMessage } from './posts.service';
import type { PostsStore } from './posts.store';

/** A post over its platform's limit (or empty): it cannot be posted. */
export const notPublishableMessage = 'This post is too long for its platform and cannot be posted.';
/** A schedule without a time, or with a time that has passed. */
export const scheduleInPastMessage = 'Choose a date and time in the future.';
/** A retry of a post that did not fail. */
export const notFailedMessage = 'Only a post whose publication failed can be retried.';
/** Post now / Schedule of a stored post that is not a draft. */
export const notDraftMessage = 'Only a draft can be posted or scheduled from the history.';
/** A reschedule of a post that is not scheduled. */
export const notScheduledMessage = 'Only a scheduled post can be moved to another time.';
export { unknownTimeZoneMessage };

/** A scheduled time may be this far behind the server's clock (the modal's minute, the request's travel). */
const pastToleranceMs = 60_000;

/** What a Post now / Schedule request says about when: the mode, the chosen time and the browser's zone. */
type PublicationRequest = Pick<
  z.output<typeof publishRequestSchema>,
  'mode' | 'scheduledFor' | 'localTime' | 'timeZone'
>;

/**
 * The zone a request's times are read in: the user's stored zone; while they have none, the browser's zone
 * the request names; else UTC. A named zone Intl does not know is refused.
 */
export function effectiveTimeZone(stored: string | null | undefined, requested: string | undefined): string {
  if (requested !== undefined && !isTimeZone(requested))
    throw new AppError('bad_request', unknownTimeZoneMessage);
  if (stored && isTimeZone(stored)) return stored;
  return requested ?? 'UTC';
}

/**
 * The moment a post is to go out: now, or the chosen time (refused without one, or when it has passed). A
 * wall-clock `localTime` is read in `timeZone` (the user's), so across a daylight-saving change it lands at
 * the clock time chosen (a time skipped by the jump moves forward by the jump's length).
 */
export function publicationTime(
  body: PublicationRequest,
  now: Date,
  timeZone = body.timeZone ?? 'UTC',
): Date {
  if (!isTimeZone(timeZone)) throw new AppError('bad_request', unknownTimeZoneMessage);
  if (body.mode === 'now') return now;
  const chosen = body.localTime
    ? zonedDateTimeToInstant(body.localTime.date, body.localTime.time, timeZone)
    : body.scheduledFor
      ? new Date(body.scheduledFor)
      : undefined;
  if (!chosen || chosen.getTime() < now.getTime() - pastToleranceMs)
    throw new AppError('bad_request', scheduleInPastMessage);
  return chosen;
}

/** Boost settings as stored: the budget normalised to `range` (the post modal's 5-200 unless given). */
export function toBoostSettings(
  boost: z.output<typeof publishRequestSchema>['boost'],
  range: Readonly<BoostBudgetRange> = postBoostBudgetRange,
): BoostSettings {
  return {
    enabled: boost.enabled,
    budget: normalizeBoostBudget(boost.budget, range),
    duration: isBoostDuration(boost.duration) ? boost.duration : 3,
    useAITiming: boost.useAITiming,
  };
}

/** Post now, schedule, retry: stores the post as scheduled and queues its publish job at its time. */
/** The duplicate rule (same content and platform within 10 s) as a check inside the publishing transaction, for Post now. */
function duplicateGuard(mode: 'now' | 'schedule', input: Parameters<typeof hasRecentDuplicate>[1]) {
  if (mode !== 'now') return undefined;
  return async (tx: Parameters<typeof hasRecentDuplicate>[0]) => {
    if (await hasRecentDuplicate(tx, input)) throw new AppError('conflict', duplicatePostMessage);
  };
}

export function createPublishService(deps: {
  posts: PostsStore;
  store: PublishStore;
  enqueue(postId: string, workspaceId: string, at: Date): Promise<void>;
  /** The ids of the destinations a post may choose (the community feed, then the connected ones). */
  destinationIds: readonly string[];
  /** The workspace's connected platform accounts' destination ids. */
  connectedIds?(workspaceId: string): Promise<string[]>;
  /** The user's stored IANA zone (null before one was saved); see users.time_zone. */
  userTimeZone?(userId: string): Promise<string | null>;
  /** Tells the workspace's open browsers (postScheduled); see modules/live. */
  announce?(type: 'postScheduled', workspaceId: string, postId: string): Promise<void>;
  /** A library file's type, size and length, for the destinations' format check (absent: media unchecked). */
  mediaOf?(workspaceId: string, assetId: string): Promise<CheckedMedia | undefined>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const offeredTo = async (workspaceId: string) => [
    ...deps.destinationIds,
    ...((await deps.connectedIds?.(workspaceId)) ?? []),
  ];
  /** The destinations' format check of a post's text and media (posts.destination-check). */
  const checkDestinations = async (
    workspaceId: string,
    content: string,
    assetId: string | null | undefined,
    destinationIds: readonly string[],
  ) => {
    const media = assetId && deps.mediaOf ? await deps.mediaOf(workspaceId, assetId) : undefined;
    assertFitsDestinations({ content, media, destinationIds });
  };
  const zoneOf = async (auth: AuthContext, requested: string | undefined) =>
    effectiveTimeZone(await deps.userTimeZone?.(auth.userId), requested);

  return {
    async publish(auth: AuthContext, body: z.output<typeof publishRequestSchema>) {
      const found = await deps.posts.findGenerated(auth.workspaceId, body.generatedPostId);
      const platform = found?.post.platform ?? '';
      if (!found || !isGenerationPlatform(platform))
        throw new AppError('not_found', postRecordNotFoundMessage);
      const { post, prompt } = found;
      if (post.savedAsPostId) throw new AppError('conflict', alreadySavedMessage);
      if (!isPublishable({ content: post.content, platform }))
        throw new AppError('bad_request', notPublishableMessage);
      const destinations = chooseDestinations(body.destinations, await offeredTo(auth.workspaceId));
      await checkDestinations(
        auth.workspaceId,
        post.content,
        post.mediaType === 'video' ? post.videoAssetId : post.imageAssetId,
        destinations,
      );
      const now = clock();
      const timeZone = await zoneOf(auth, body.timeZone);
      const scheduledFor = publicationTime(body, now, timeZone);
      // The duplicate rule (spec 1: same content and platform within 10 s) holds for Post now.
      const guard = duplicateGuard(body.mode, {
        workspaceId: auth.workspaceId,
        platform,
        content: post.content,
        now,
      });
      const row = await deps.posts.insertFromGenerated(
        auth.workspaceId,
        post.id,
        {
          authorId: auth.userId,
          title: postRecordTitle(platform, 'scheduled'),
          content: post.content,
          status: 'scheduled',
          platforms: [platform],
          destinations,
          publishMode: body.mode,
          hashtags: post.hashtags,
          thumbnailAssetId: post.imageAssetId,
          videoAssetId: post.mediaType === 'video' ? post.videoAssetId : null,
          isVideoOffline: isOfflineVideo(found),
          expectedEngagement: post.engagement,
          variation: post.variation,
          originalPrompt: prompt,
          boostSettings: toBoostSettings(body.boost),
          scheduledFor,
          timeZone,
          createdAt: now,
          lastModified: now,
        },
        guard,
      );
      if (!row) throw new AppError('conflict', alreadySavedMessage);
      await deps.enqueue(row.id, row.workspaceId, scheduledFor);
      if (body.mode === 'schedule') await deps.announce?.('postScheduled', row.workspaceId, row.id);
      return row;
    },

    /**
     * A failed post is scheduled again for now, to the destinations it chose; their keys stay, so nothing goes
     * out twice.
     */
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

    /**
     * Post now or schedule of a stored draft (or exported post) of the caller's workspace: it becomes
     * scheduled at its time, titled '{platform} Post', and its publish job is queued.
     */
    async publishStored(
      auth: AuthContext,
      postId: string,
      body: PublicationRequest & Pick<z.output<typeof publishRequestSchema>, 'boost' | 'destinations'>,
    ) {
      const post = await deps.posts.findPost(auth.workspaceId, postId);
      const platform = post?.platforms[0] ?? '';
      if (!post || !isGenerationPlatform(platform))
        throw new AppError('not_found', postRecordNotFoundMessage);
      if (!isPublishable({ content: post.content, platform }))
        throw new AppError('bad_request', notPublishableMessage);
      if (post.status !== 'draft' && post.status !== 'exported')
        throw new AppError('conflict', notDraftMessage);
      const destinations = chooseDestinations(body.destinations, await offeredTo(auth.workspaceId));
      await checkDestinations(
        auth.workspaceId,
        post.content,
        post.videoAssetId ?? post.thumbnailAssetId,
        destinations,
      );
      const timeZone = await zoneOf(auth, body.timeZone);
      const now = clock();
      const scheduledFor = publicationTime(body, now, timeZone);
      // The duplicate rule holds for a draft posted now from the history as for one from the review screen.
      const guard = duplicateGuard(body.mode, {
        workspaceId: auth.workspaceId,
        platform,
        content: post.content,
        now,
      });
      const row = await deps.store.moveStatus(
        auth.workspaceId,
        postId,
        ['draft', 'exported'],
        {
          status: 'scheduled',
          title: postRecordTitle(platform, 'scheduled'),
          destinations,
          publishMode: body.mode,
          boostSettings: toBoostSettings(body.boost),
          scheduledFor,
          timeZone,
          failureMessage: null,
        },
        guard,
      );
      if (!row) throw new AppError('conflict', notDraftMessage);
      await deps.enqueue(row.id, row.workspaceId, scheduledFor);
      if (body.mode === 'schedule') await deps.announce?.('postScheduled', row.workspaceId, row.id);
      return row;
    },

    /**
     * Moves a scheduled post to another time and queues a job for it. The job queued for the old time finds
     * the post's time ahead of it (or the post published) and leaves it, so the post goes out once, at the
     * new time.
     */
    async reschedule(
      auth: AuthContext,
      postId: string,
      body: Pick<PublicationRequest, 'scheduledFor' | 'localTime' | 'timeZone'>,
    ) {
      if (!(await deps.posts.findPost(auth.workspaceId, postId)))
        throw new AppError('not_found', postRecordNotFoundMessage);
      const timeZone = await zoneOf(auth, body.timeZone);
      const scheduledFor = publicationTime({ mode: 'schedule', ...body }, clock(), timeZone);
      const row = await deps.store.moveStatus(auth.workspaceId, postId, ['scheduled'], {
        status: 'scheduled',
        scheduledFor,
        timeZone,
      });
      if (!row) throw new AppError('conflict', notScheduledMessage);
      await deps.enqueue(row.id, row.workspaceId, scheduledFor);
      await deps.announce?.('postScheduled', row.workspaceId, row.id);
      return row;
    },
  };
}

/** The publish service. */
export type PublishService = ReturnType<typeof createPublishService>;
