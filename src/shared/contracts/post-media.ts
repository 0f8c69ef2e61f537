import { z } from 'zod';
import { defineContract } from './contract';
import { idSchema, safeText } from './fields';
import { generatedPostSchema } from './generation';

const postParams = z.object({ postId: idSchema });

/** PUT /api/posts/:postId/media: makes a library image or video of the workspace the post's media (a version). */
export const choosePostMediaContract = defineContract({
  method: 'PUT',
  path: '/api/posts/:postId/media',
  summary: "Make a library asset the post's image or video",
  tags: ['post-media'],
  params: postParams,
  body: z.object({ assetId: idSchema }),
  response: z.object({ post: generatedPostSchema }),
});

/** Longest prompt of an image made from the media modal. */
export const mediaImagePromptMax = 2000;

/**
 * POST /api/posts/:postId/media/generate: a new image from `prompt` by the image provider, stored in the
 * library and made the post's image (a version). The prompt must be non-empty after trimming.
 */
export const generatePostImageContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/media/generate',
  summary: 'Generate a new image for the post from a prompt',
  tags: ['post-media'],
  params: postParams,
  body: z.object({ prompt: safeText(mediaImagePromptMax) }),
  response: z.object({ post: generatedPostSchema }),
});

/**
 * GET /api/posts/:postId/export: a zip of the post (its text with hashtags, its media files, a CSV manifest);
 * the post is marked exported.
 */
export const exportPostContract = defineContract({
  method: 'GET',
  path: '/api/posts/:postId/export',
  summary: 'Download one post as a zip',
  tags: ['post-media'],
  params: postParams,
  response: z.file(),
  responseKind: 'file',
});

/** GET /api/generation/runs/:runId/export: a zip of every post of the run; each is marked exported. */
export const exportRunContract = defineContract({
  method: 'GET',
  path: '/api/generation/runs/:runId/export',
  summary: 'Download every post of a run as a zip',
  tags: ['post-media'],
  params: z.object({ runId: idSchema }),
  response: z.file(),
  responseKind: 'file',
});

/** POST /api/posts/:postId/exported: marks the post exported after its text was copied to the clipboard. */
export const markPostExportedContract = defineContract({
  method: 'POST',
  path: '/api/posts/:postId/exported',
  summary: 'Mark a post exported (copied to the clipboard)',
  tags: ['post-media'],
  params: postParams,
  response: z.object({ post: generatedPostSchema }),
});
