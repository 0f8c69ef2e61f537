import { z } from 'zod';
import type { PlatformId, VariationId } from '../../../shared/domain/platforms';
import type { WebSource, WrittenPost } from '../../integrations/ai/types';
import type { MediaPlan } from './generation.media';
import type { PostRow } from './generation.store';

/**
 * What a run stores with its posts (`generation_runs.progress`) so that a resumed run reuses rather than
 * redoes: the scraped images already downloaded for its media plan, and the notices of the steps done.
 */
export const runProgressSchema = z.object({
  scrapedAssetIds: z.array(z.string()),
  notices: z.array(z.string()),
  /** True while the writer call still streams: some posts are stored, the others are still to come. */
  isWriting: z.boolean().optional(),
});

/** A run's stored progress. */
export type RunProgress = z.infer<typeof runProgressSchema>;

/** Reads a run's stored progress; a run stored before the column existed has none. */
export function readProgress(value: unknown): RunProgress {
  const parsed = runProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : { scrapedAssetIds: [], notices: [] };
}

/** The writer's post as the media step needs it, rebuilt from its stored row. */
export function writtenPostOf(row: PostRow): WrittenPost {
  return {
    platform: row.platform as PlatformId,
    variation: row.variation as VariationId,
    title: row.title,
    content: row.content,
    hashtags: row.hashtags,
    strategy: row.strategy,
    engagement: row.engagement as WrittenPost['engagement'],
    ...(row.imagePrompt ? { imagePrompt: row.imagePrompt } : {}),
  };
}

/**
 * Whether a post still waits for its media step. Every outcome of the step changes the row: an image status
 * other than pending, a video status other than none (AI videos, uploaded clips), or, for a recorded clip
 * (whose image status starts as none), the clip itself.
 */
export function needsMedia(row: PostRow, plan: MediaPlan): boolean {
  if (plan.kind === 'recorded') return row.videoAssetId === null;
  return row.imageStatus === 'pending' && row.videoStatus === 'none';
}

const webSourcesSchema = z.array(
  z.object({ title: z.string(), url: z.string(), location: z.string().optional() }),
);

/** The web sources the posts were written from (every post of a run carries the same list, or none). */
export function webSourcesOf(rows: PostRow[]): WebSource[] | undefined {
  const parsed = webSourcesSchema.safeParse(rows[0]?.webSearchSources);
  return parsed.success ? parsed.data : undefined;
}
