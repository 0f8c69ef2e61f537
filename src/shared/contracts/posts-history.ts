import { z } from 'zod';
import { postRecordStatuses } from '../domain/post-records';
import { generationPlatformIds } from '../domain/platforms';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { boostRequestSchema, destinationsRequestSchema, postRecordSchema, wallClockSchema } from './posts';

/** Most posts one history page answers. */
export const historyPageLimit = 50;
/** Most posts one calendar range answers (a month view of a busy workspace). */
export const calendarRangeLimit = 500;
/** Most characters of a stored post's content edited in the history. */
export const historyContentMax = 10_000;
/** Most characters of a stored post's title. */
export const historyTitleMax = 200;

const instant = z.iso.datetime({ offset: true }).max(40);
const postAnswer = z.object({ post: postRecordSchema });
const postParams = z.object({ postId: idSchema });

/** The filters of the history list; every one optional. */
export const historyQuerySchema = z.object({
  status: z.enum(postRecordStatuses).optional(),
  platform: z.enum(generationPlatformIds).optional(),
  /** The post's date (published, else scheduled, else created) on or after this instant. */
  from: instant.optional(),
  /** The post's date before this instant. */
  to: instant.optional(),
  /** Words found in the title or content (case-insensitive). */
  q: safeText(200).trim().optional(),
  cursor: safeText(200).optional().describe('The `nextCursor` of the previous page'),
  limit: z.coerce.number().int().min(1).max(historyPageLimit).optional(),
});

/** GET /api/posts/history: the workspace's stored posts, last changed first, filtered, one page at a time. */
export const listHistoryContract = defineContract({
  method: 'GET',
  path: '/api/posts/history',
  summary: "A page of the workspace's post history",
  tags: ['posts'],
  query: historyQuerySchema,
  response: z.object({
    posts: z.array(postRecordSchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});

/**
 * GET /api/posts/calendar: scheduled, publishing, published and failed posts whose time is in [from, to), the
 * first {@link calendarRangeLimit} by time; `isTruncated` says the range holds more (the calendar says so).
 */
export const calendarContract = defineContract({
  method: 'GET',
  path: '/api/posts/calendar',
  summary: 'Posts of a calendar range',
  tags: ['posts'],
  query: z.object({ from: instant, to: instant }),
  response: z.object({
    posts: z.array(postRecordSchema),
    /** True when the range holds more posts than the answer (the later ones are left out). */
    isTruncated: z.boolean(),
  }),
});

/** The fields of a draft or scheduled post the history edits. */
export const editPostRequestSchema = z
  .object({
    title: safeText(historyTitleMax).trim().min(1).optional(),
    content: safeText(historyContentMax).trim().min(1).optional(),
    hashtags: z.array(safeText(100).trim().min(1)).max(30).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });

/** PATCH /api/posts/:postId: edits the title, content or hashtags of a draft or scheduled post. */
export const editPostContract = defineContract({
  method: 'PATCH',
  path: '/api/posts/:postId',
  summary: 'Edit a draft or scheduled post',
  tags: ['posts'],
  params: postParams,
  body: editPostRequestSchema,
  response: postAnswer,
});

/** POST /api/posts/:postId/reschedule: moves a scheduled post to another time (its job follows it). */
export const reschedulePostContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/reschedule',
  summary: 'Move a scheduled post to another time',
  tags: ['posts'],
  params: postParams,
  body: z.object({
    /** The new wall-clock time in the user's stored zone (preferred; the server converts it to UTC). */
    localTime: wallClockSchema.optional(),
    scheduledFor: instant.optional(),
    /** The browser's zone: used only while the user has no stored zone. */
    timeZone: z.string().min(1).max(64).optional(),
  }),
  response: postAnswer,
});

/** POST /api/posts/:postId/duplicate: a new draft with the post's content, hashtags, image and prompt. */
export const duplicatePostContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/duplicate',
  summary: 'Duplicate a post as a new draft',
  tags: ['posts'],
  params: postParams,
  response: postAnswer,
});

/** DELETE /api/posts/:postId: deletes a post that is not being published right now. */
export const deletePostContract = defineContract({
  method: 'DELETE',
  path: '/api/posts/:postId',
  summary: 'Delete a stored post',
  tags: ['posts'],
  params: postParams,
  response: z.object({ deleted: z.literal(true) }),
});

/** POST /api/posts/:postId/publish: Post Now or Schedule for Later of a stored draft. */
export const publishStoredContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/publish',
  summary: 'Post a draft now or schedule it',
  tags: ['posts'],
  params: postParams,
  body: z.object({
    mode: z.enum(['now', 'schedule']),
    localTime: wallClockSchema.optional(),
    scheduledFor: instant.optional(),
    timeZone: z.string().min(1).max(64).optional(),
    destinations: destinationsRequestSchema,
    boost: boostRequestSchema,
  }),
  response: postAnswer,
});

/** PUT /api/posts/:postId/boost: the history's boost settings (budget 5-10,000 in steps of 5). */
export const boostPostContract = defineContract({
  method: 'PUT',
  path: '/api/posts/:postId/boost',
  summary: 'Set the boost of a stored post',
  tags: ['posts'],
  params: postParams,
  body: z.object({ boost: boostRequestSchema }),
  response: postAnswer,
});

/**
 * POST /api/posts/:postId/video: makes a new video of a stored post with the history settings (60 s, speech
 * on with the neutral voice, 16:9, high quality, no music). Answers at once with the post pending; the post's
 * `video` shows the progress, then the new video (or the reason, the old one kept). 409 for a published post,
 * one being published, or while another regeneration is queued or running.
 */
export const regeneratePostVideoContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/video',
  summary: 'Regenerate the video of a stored post',
  tags: ['posts'],
  params: postParams,
  response: postAnswer,
});
