import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { generatedPostSchema } from './generation';

/** Why a version of a post was recorded: the change that replaced it. */
export const postVersionReasons = ['edit', 'regenerate', 'image', 'media', 'effect', 'restore'] as const;

/** Most characters of a post's content as stored (Facebook's limit is the largest, 63,206). */
export const maxPostContentLength = 70_000;
/** Most characters of an image prompt. */
export const maxImagePromptLength = 4_000;
/** Most characters of a regeneration instruction (one line). */
export const maxInstructionLength = 200;

const postParams = z.object({ postId: idSchema });
const postAnswer = z.object({ post: generatedPostSchema });

/** The editable text of a post: content, hashtags (without '#'), image prompt; at least one of them. */
export const editPostSchema = z
  .object({
    content: safeText(maxPostContentLength).optional(),
    hashtags: z
      .array(
        safeText(100)
          .trim()
          .transform((tag) => tag.replace(/^#+/u, ''))
          .pipe(z.string().min(1)),
      )
      .max(30)
      .optional(),
    imagePrompt: safeText(maxImagePromptLength).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });

/** PATCH /api/review/posts/:postId: edits a post's text in place (autosave); the previous text becomes a version. */
export const editPostContract = defineContract({
  method: 'PATCH',
  path: '/api/review/posts/:postId',
  summary: 'Edit a generated post',
  tags: ['review'],
  params: postParams,
  body: editPostSchema,
  response: postAnswer,
});

/** A previous state of a post, as the version list shows it. */
export const postVersionSchema = z.object({
  id: z.string(),
  reason: z.enum(postVersionReasons),
  createdAt: z.string(),
  /** Who made the change that replaced this state; null when unknown (work outside a request, a removed user). */
  createdBy: z.string().nullable(),
  content: z.string(),
  hashtags: z.array(z.string()),
  imagePrompt: z.string().nullable(),
  image: z.string().nullable(),
  videoUrl: z.string().nullable(),
});

/** A version of a post. */
export type PostVersion = z.infer<typeof postVersionSchema>;

/** GET /api/review/posts/:postId/versions: the post's previous states, newest first. */
export const listPostVersionsContract = defineContract({
  method: 'GET',
  path: '/api/review/posts/:postId/versions',
  summary: "A generated post's versions",
  tags: ['review'],
  params: postParams,
  response: z.object({ versions: z.array(postVersionSchema) }),
});

/** POST /api/review/posts/:postId/versions/:versionId/restore: brings a version back (the current one is kept). */
export const restorePostVersionContract = defineContract({
  method: 'POST',
  path: '/api/review/posts/:postId/versions/:versionId/restore',
  summary: 'Restore a version of a generated post',
  tags: ['review'],
  params: z.object({ postId: idSchema, versionId: idSchema }),
  response: postAnswer,
});

/**
 * POST /api/review/posts/:postId/regenerate: writes the post again (spec: its platform only, creativity 75,
 * web search on, one variation) with an optional one-line instruction.
 */
export const regeneratePostContract = defineContract({
  method: 'POST',
  path: '/api/review/posts/:postId/regenerate',
  summary: 'Regenerate a generated post',
  tags: ['review'],
  params: postParams,
  body: z.object({
    instruction: safeText(maxInstructionLength)
      .trim()
      .refine((value) => !/[\r\n]/u.test(value), { message: 'The instruction must be one line.' })
      .optional(),
  }),
  response: postAnswer,
});

/**
 * POST /api/review/posts/:postId/image: a new image from the prompt. On a provider failure the prompt is still
 * saved and the previous image kept, marked as a fallback (`imageFailed`).
 */
export const regenerateImageContract = defineContract({
  method: 'POST',
  path: '/api/review/posts/:postId/image',
  summary: "Regenerate a generated post's image",
  tags: ['review'],
  params: postParams,
  body: z.object({
    prompt: safeText(maxImagePromptLength).trim().min(1, 'Please enter an image prompt.'),
  }),
  response: postAnswer.extend({ imageFailed: z.boolean() }),
});

/** POST /api/review/posts/:postId/shorten: the post's text cut to the platform's limit by the text provider. */
export const shortenPostContract = defineContract({
  method: 'POST',
  path: '/api/review/posts/:postId/shorten',
  summary: 'Shorten a generated post to fit its platform',
  tags: ['review'],
  params: postParams,
  response: postAnswer,
});
