import { z } from 'zod';
import { defineContract } from './contract';

/** The post lifecycle events of spec 1 ('Review and Export', 'Community feed'), sent live to the browser. */
export const livePostEventTypes = ['postPublished', 'postScheduled', 'scheduledPostExecuted'] as const;
/** One of the post lifecycle events. */
export type LivePostEventType = (typeof livePostEventTypes)[number];

/**
 * The data of a post event: the spec's fields (content, hashtags, platform, timestamp or scheduledFor, type,
 * author, variation, boost) and the post's id and title.
 */
export const livePostEventSchema = z.object({
  type: z.enum(livePostEventTypes),
  postId: z.string(),
  title: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  platform: z.string(),
  /** When it was published (postPublished, scheduledPostExecuted). */
  timestamp: z.string().nullable(),
  /** When it is due (postScheduled). */
  scheduledFor: z.string().nullable(),
  /** The IANA zone the post was scheduled in. */
  timeZone: z.string(),
  author: z.string().nullable(),
  variation: z.string(),
  boost: z
    .object({ enabled: z.boolean(), budget: z.number(), duration: z.number(), useAITiming: z.boolean() })
    .nullable(),
});
/** A post event as the stream sends it. */
export type LivePostEvent = z.infer<typeof livePostEventSchema>;

/**
 * The spec's postGenerated event: a post a generation run of the caller wrote (their 'My posts' view shows it).
 * Sent only to the user who started the run, never to the public feed.
 */
export const generatedPostEventSchema = z.object({
  type: z.literal('postGenerated'),
  postId: z.string(),
  content: z.string(),
  hashtags: z.array(z.string()),
  platform: z.string(),
  variation: z.string(),
  /** When it was generated. */
  timestamp: z.string(),
});
/** A postGenerated event as the stream sends it. */
export type GeneratedPostEvent = z.infer<typeof generatedPostEventSchema>;
/**
 * How far a video edit of the caller has got (issue #14): the `progressId` its request named, the source asset
 * and a whole percentage below 100 (the edit's own answer is the end). Sent only to the user who asked for it.
 */
export const assetEditProgressEventSchema = z.object({
  type: z.literal('assetEditProgress'),
  progressId: z.string(),
  assetId: z.string(),
  percent: z.number().int().min(0).max(99),
});
/** An assetEditProgress event as the stream sends it. */
export type AssetEditProgressEvent = z.infer<typeof assetEditProgressEventSchema>;

/** Any event of the live stream. */
export type LiveEvent = LivePostEvent | GeneratedPostEvent | AssetEditProgressEvent;

/**
 * GET /api/events — Server-Sent Events of the workspaces the caller is a member of: `postPublished`, `postScheduled`,
 * `scheduledPostExecuted` (each a `LivePostEvent`), `postGenerated` (a `GeneratedPostEvent`, the caller's own runs only),
 * `assetEditProgress` (an `AssetEditProgressEvent`, the caller's own video edits), `resync` (notices may have been missed: re-read) and
 * `ready` (the stream listens). One stream per browser tab.
 */
export const liveEventsContract = defineContract({
  method: 'GET',
  path: '/api/events',
  summary: "Live post events of the caller's workspaces (Server-Sent Events)",
  tags: ['live'],
  response: z.string().meta({
    description:
      'Events `ready`, `postPublished`, `postScheduled`, `scheduledPostExecuted`, `postGenerated`, `assetEditProgress` and `resync`, each with a JSON `data` line.',
  }),
  responseKind: 'event-stream',
});
/** The path the browser opens with EventSource. */
export const liveEventsPath = liveEventsContract.path;
