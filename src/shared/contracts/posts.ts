import { z } from 'zod';
import { boostDurations } from '../domain/boost';
import { postRecordStatuses } from '../domain/post-records';
import { defineContract } from './contract';
import { idSchema } from './fields';

/** A stored post record as the app shows it (spec 1 §3 "Stored post record"). */
export const postRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.enum(postRecordStatuses),
  platforms: z.array(z.string()),
  hashtags: z.array(z.string()),
  thumbnail: z.string().nullable(),
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
  /** Real figures only: 0 until a destination reports them. */
  stats: z.object({ views: z.number(), likes: z.number(), shares: z.number(), comments: z.number() }),
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
