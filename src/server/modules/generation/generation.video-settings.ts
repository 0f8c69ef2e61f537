/** What a post's video settings ask of its clip, read defensively from the stored JSON; the job's messages. */
import { z } from 'zod';
import {
  videoPollMaxAttempts,
  videoQualityIds,
  voiceTypes,
  type AspectRatio,
} from '../../../shared/domain/video';
import { userText, type UserText } from '../../i18n/user-text';
import type { VideoRequest } from '../../integrations/ai/types';
import type { VideoSubject, VideoSubjectPost } from './generation.video-subject';

/** Longest attempt of a video job: the provider's polls, the fallback's polls, and ten minutes of work. */
export function videoJobExpirySeconds(pollIntervalMs: number): number {
  return Math.ceil((videoPollMaxAttempts * (pollIntervalMs + 500)) / 1000) + 600;
}

/** The clip's aspect ratio from the post's video settings (9:16 when unset). */
export const aspectOf = (post: VideoSubjectPost): AspectRatio => {
  const parsed = z
    .object({ aspectRatio: z.enum(['16:9', '9:16', '1:1', '4:5']) })
    .safeParse(post.videoConfig);
  return parsed.success ? parsed.data.aspectRatio : '9:16';
};

/** The narration's voice when the post's video settings ask for speech. */
export const speechOf = (post: VideoSubjectPost) => {
  const parsed = z
    .object({ withSpeech: z.literal(true), voiceType: z.enum(voiceTypes) })
    .safeParse(post.videoConfig);
  return parsed.success ? parsed.data.voiceType : undefined;
};

/** The quality (resolution) and music switch of a post's video settings; defaults when unset. */
export const soundAndQualityOf = (post: VideoSubjectPost): Pick<VideoRequest, 'quality' | 'music'> => {
  const parsed = z
    .object({ quality: z.enum(videoQualityIds).catch('high'), music: z.boolean().catch(false) })
    .safeParse(post.videoConfig);
  return parsed.success ? parsed.data : { quality: 'high', music: false };
};

/**
 * The spec's failed-status message (spec 1 §8, `videoGenerationFailedMessage`) in any language; the
 * provider's reason is put in as it is, or translated when it is one of our own messages.
 */
export function videoFailedText(reason: string): UserText {
  return userText('Video generation failed: {{error}}', { error: userText(reason) });
}

/** The narration of a post whose video settings ask for speech: its caption, in the post's language. */
export async function narrationOf(
  subject: VideoSubject,
  post: VideoSubjectPost,
  caption: string,
): Promise<Pick<VideoRequest, 'narration'>> {
  const voice = speechOf(post);
  if (!voice) return {};
  const { language } = await subject.languageOf(post);
  return { narration: { text: caption, language, voice } };
}
