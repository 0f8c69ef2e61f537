import { z } from 'zod';
import { boostDurations } from '../domain/boost';
import { postRecordStatuses, storedVideoStatuses } from '../domain/post-records';
import { defineContract } from './contract';
import { idSchema } from './fields';

/** One destination of a post as history and the calendar show it. */
export const postPublicationSchema = z.object({
  destination: z.string(),
  /** The platform id of a connected account's destination; null for the community feed. */
  platform: z.string().nullable(),
  /** The published post's public link ('View on …'), when the platform gave one. */
  url: z.string().nullable(),
  /** The account's connection: null for the community feed, 'disconnected' once it is gone. */
  connectionStatus: z.enum(['connected', 'reconnect_needed', 'disconnected']).nullable(),
  /** The platform's figures (a figure it does not offer is null) and when they were fetched; null: none yet. */
  stats: z
    .object({
      views: z.number().nullable(),
      likes: z.number().nullable(),
      comments: z.number().nullable(),
      shares: z.number().nullable(),
      fetchedAt: z.string(),
    })
    .nullable(),
});

/** One destination of a post (history, calendar). */
export type PostPublication = z.infer<typeof postPublicationSchema>;

/** A stored post record as the app shows it (spec 1 §3 "Stored post record"). */
export const postRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(postRecordStatuses),
  platforms: z.array(z.string()),
  /** The destinations chosen for it (ids; 'community' is the app's feed). */
  destinations: z.array(z.string()),
  hashtags: z.array(z.string()),
  thumbnail: z.string().nullable(),
  /** The post's video and its regeneration from the history (the history settings, spec 1 §7). */
  video: z.object({
    /** The current video (same-origin URL), or null when the post has none. */
    url: z.string().nullable(),
    /** Its still (JPEG), or null. */
    poster: z.string().nullable(),
    /** none, pending, in-progress, ready or failed (the old video stays; `message` says why). */
    status: z.enum(storedVideoStatuses),
    /** 0-100 while in progress when the provider reports it, else null. */
    progress: z.number().nullable(),
    /** Why the last regeneration failed, the provider's status while in progress, or a notice of the clip. */
    message: z.string().nullable(),
    /** True when the current video was made by the offline renderer (no AI video provider configured). */
    isOffline: z.boolean(),
  }),
  engagement: z.object({ expected: z.string() }),
  variation: z.string(),
  originalPrompt: z.string(),
  boostSettings: z
    .object({
      enabled: z.boolean(),
      budget: z.number(),
      duration: z.number().refine((days) => (boostDurations as readonly number[]).includes(days)),
      useAITiming: z.boolean(),
    })
    .nullable(),
  scheduledFor: z.string().nullable(),
  timeZone: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** Real figures only: the community feed's counts of the post, plus a platform's once one reports them. */
  stats: z.object({ views: z.number(), likes: z.number(), shares: z.number(), comments: z.number() }),
  /**
   * Per chosen destination: its publication's public link, its connection's status (reconnect_needed shows
   * 'Reconnect needed' on the post) and the platform's own figures with their fetch time. Absent on answers
   * that do not read them (history and calendar do).
   */
  publications: z.array(postPublicationSchema).optional(),
  generatedPostId: z.string().nullable(),
  createdAt: z.string(),
  lastModified: z.string(),
  executedAt: z.string().nullable(),
});

/** A stored post record. */
export type PostRecord = z.infer<typeof postRecordSchema>;

const postAnswer = z.object({ post: postRecordSchema });

/** POST /api/posts/drafts: saves a generated post as a draft (it leaves the review list). */
export const saveDraftContract = defineContract({
  method: 'POST',
  path: '/api/posts/drafts',
  summary: 'Save a generated post as a draft',
  tags: ['posts'],
  body: z.object({ generatedPostId: idSchema }),
  response: postAnswer,
});

/** GET /api/posts: the workspace's stored posts, last changed first. */
export const listPostsContract = defineContract({
  method: 'GET',
  path: '/api/posts',
  summary: "The workspace's stored posts",
  tags: ['posts'],
  response: z.object({ posts: z.array(postRecordSchema) }),
});

/** GET /api/posts/:postId: one stored post of the workspace. */
export const getPostContract = defineContract({
  method: 'GET',
  path: '/api/posts/:postId',
  summary: 'A stored post',
  tags: ['posts'],
  params: z.object({ postId: idSchema }),
  response: postAnswer,
});

/** The boost settings the modal sends; the budget is normalised by the server (5-200 step 5, non-numeric → 5). */
export const boostRequestSchema = z.object({
  enabled: z.boolean(),
  budget: z.union([z.number(), z.string().max(20)]),
  duration: z.number().refine((days) => (boostDurations as readonly number[]).includes(days)),
  useAITiming: z.boolean(),
});

/**
 * A wall-clock date ('YYYY-MM-DD') and time ('HH:mm') in the user's stored time zone: the server turns it
 * into UTC in that zone, so a time across a daylight-saving change stays the time the user chose.
 */
export const wallClockSchema = z.object({
  date: z
    .string()
    .max(10)
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  time: z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});

/** A wall-clock date and time. */
export type WallClock = z.infer<typeof wallClockSchema>;

/** The app's own community feed: the destination every workspace has (on by default in the modal). */
export const communityDestinationId = 'community';

/**
 * The destinations a Post now / Schedule request chooses: destination ids ('community', or a connected
 * account's destination). An empty list is refused by the server with a clear message; an id the server does
 * not offer is refused too.
 */
export const destinationsRequestSchema = z.array(z.string().min(1).max(64)).max(20);

/** The Post now / Schedule request. */
export const publishRequestSchema = z.object({
  generatedPostId: idSchema,
  mode: z.enum(['now', 'schedule']),
  /** With 'schedule': the wall-clock time in the user's stored zone (preferred; the server converts it). */
  localTime: wallClockSchema.optional(),
  /** With 'schedule', without localTime: the moment as an ISO date-time (UTC). */
  scheduledFor: z.iso.datetime({ offset: true }).max(40).optional(),
  /** The browser's IANA zone: used only while the user has no stored zone. */
  timeZone: z.string().min(1).max(64).optional(),
  destinations: destinationsRequestSchema,
  boost: boostRequestSchema,
});

/** POST /api/posts/publish: Post Now or Schedule for Later of a generated post (it leaves the review list). */
export const publishPostContract = defineContract({
  method: 'POST',
  path: '/api/posts/publish',
  summary: 'Post a generated post now or schedule it',
  tags: ['posts'],
  body: publishRequestSchema,
  response: postAnswer,
});

/** POST /api/posts/:postId/retry: publishes a failed post again (what went out already is not repeated). */
export const retryPublishContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/retry',
  summary: 'Retry publishing a failed post',
  tags: ['posts'],
  params: z.object({ postId: idSchema }),
  response: postAnswer,
});
