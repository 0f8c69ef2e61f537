import { PublishOutcomeUnknownError, PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import type { TikTokAnswer, TikTokHttp } from './tiktok.http';
import type { PlatformPublication, PublishMedia } from './types';

/** A post without a video: TikTok's direct post takes videos only. */
export const tiktokVideoRequiredMessage = 'TikTok only publishes videos: add a video to this post.';
/** The video is longer than the creator may post (creator_info's max_video_post_duration_sec). */
export const tiktokVideoTooLongMessage = 'The video is longer than this TikTok account may post.';
/** An unaudited developer app posting to a public account (`unaudited_client_can_only_post_to_private_accounts`). */
export const tiktokUnauditedMessage =
  'Until TikTok audits this app, it can only post to a private TikTok account: make the account private or have the app audited.';

/** Privacy levels from the most public to the most private (creator_info's privacy_level_options). */
const privacyPreference = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;

/** What creator_info/query answers (the fields the post needs). */
export interface CreatorInfo {
  username: string;
  privacyLevels: string[];
  maxDurationSeconds: number | undefined;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

/**
 * The privacy level a post goes out with: PUBLIC_TO_EVERYONE only when the creator is offered it, else the most
 * public level offered. An unaudited app is offered SELF_ONLY only (TikTok keeps its posts private).
 */
export function choosePrivacyLevel(offered: readonly string[]): string | undefined {
  return privacyPreference.find((level) => offered.includes(level)) ?? offered[0];
}

/**
 * Chunks as TikTok's media transfer guide asks: a video under 5 MB (or up to 64 MB, here up to 10 MB) goes
 * whole; above, 10 MB chunks, `total_chunk_count` = floor(size / chunk), the last chunk taking the trailing
 * bytes (it may reach 128 MB; here under 20 MB). At most 1000 chunks (10 GB, beyond TikTok's 4 GB limit).
 */
export function chunkPlan(size: number, chunkBytes = 10 * 1024 * 1024) {
  const chunkSize = size <= chunkBytes ? size : chunkBytes;
  const count = Math.max(1, Math.floor(size / chunkSize));
  const ranges: { start: number; end: number }[] = [];
  for (let index = 0; index < count; index += 1)
    ranges.push({ start: index * chunkSize, end: index === count - 1 ? size : (index + 1) * chunkSize });
  return { chunkSize, count, ranges };
}

const refuse = (answer: TikTokAnswer): never => {
  if (answer.code === 'unaudited_client_can_only_post_to_private_accounts')
    throw new PublishRejectedError(tiktokUnauditedMessage);
  throw new PublishRejectedError(answer.reason);
};

/** POST /v2/post/publish/creator_info/query/: who posts, what privacy levels and how long a video they may. */
export async function queryCreatorInfo(http: TikTokHttp, token: string): Promise<CreatorInfo> {
  const answer = await http.call('/v2/post/publish/creator_info/query/', token, {});
  if (answer.code !== 'ok') refuse(answer);
  const data = (answer.data ?? {}) as Record<string, unknown>;
  const levels = Array.isArray(data.privacy_level_options)
    ? data.privacy_level_options.filter((level): level is string => typeof level === 'string')
    : [];
  const max = Number(data.max_video_post_duration_sec);
  return {
    username: typeof data.creator_username === 'string' ? data.creator_username : '',
    privacyLevels: levels,
    maxDurationSeconds: Number.isFinite(max) && max > 0 ? max : undefined,
    commentDisabled: data.comment_disabled === true,
    duetDisabled: data.duet_disabled === true,
    stitchDisabled: data.stitch_disabled === true,
  };
}

/**
 * `publicaly_available_post_id` (TikTok's spelling) is a list of int64 numbers, beyond a JS number's exact
 * range: read from the answer's text, not from the parsed JSON.
 */
export function readPublicPostIds(text: string): string[] {
  const list = /"publicaly_available_post_id"\s*:\s*\[([^\]]*)\]/u.exec(text)?.[1] ?? '';
  return [...list.matchAll(/"?(\d+)"?/gu)].map((match) => match[1]!);
}

/** The public link of a TikTok video. */
export const tiktokVideoUrl = (username: string, videoId: string) =>
  `https://www.tiktok.com/@${encodeURIComponent(username)}/video/${videoId}`;

/**
 * Direct post of one video: creator info first (privacy level, longest video), `video/init` with FILE_UPLOAD,
 * the chunks PUT to the upload_url with Content-Range, then `status/fetch` every `pollSeconds` until
 * PUBLISH_COMPLETE (FAILED: refused with TikTok's fail_reason; still processing after `maxWaitSeconds`: the
 * outcome is unknown and reconciliation finds the video later).
 */
export async function directPostVideo(input: {
  http: TikTokHttp;
  token: string;
  title: string;
  media: PublishMedia;
  sleep: (ms: number) => Promise<void>;
  timeoutMs: number;
  pollSeconds: number;
  maxWaitSeconds: number;
}): Promise<PlatformPublication> {
  const { http, token, media } = input;
  const creator = await queryCreatorInfo(http, token);
  if (
    creator.maxDurationSeconds !== undefined &&
    media.durationSeconds !== undefined &&
    media.durationSeconds > creator.maxDurationSeconds
  )
    throw new PublishRejectedError(tiktokVideoTooLongMessage);
  const privacy = choosePrivacyLevel(creator.privacyLevels) ?? 'SELF_ONLY';
  const plan = chunkPlan(media.size);
  const init = await http.call('/v2/post/publish/video/init/', token, {
    post_info: {
      title: input.title,
      privacy_level: privacy,
      disable_comment: creator.commentDisabled,
      disable_duet: creator.duetDisabled,
      disable_stitch: creator.stitchDisabled,
    },
    source_info: {
      source: 'FILE_UPLOAD',
      video_size: media.size,
      chunk_size: plan.chunkSize,
      total_chunk_count: plan.count,
    },
  });
  if (init.code !== 'ok') refuse(init);
  const { publish_id: publishId, upload_url: uploadUrl } = (init.data ?? {}) as Record<string, unknown>;
  if (typeof publishId !== 'string' || typeof uploadUrl !== 'string')
    throw new PublishRejectedError('TikTok answered no upload address');
  const bytes = await media.read();
  for (const range of plan.ranges) {
    let response: Response;
    try {
      response = await fetch(uploadUrl, {
        method: 'PUT',
        headers: {
          'content-type': media.contentType,
          'content-range': `bytes ${range.start}-${range.end - 1}/${media.size}`,
        },
        body: new Uint8Array(bytes.subarray(range.start, range.end)),
        signal: AbortSignal.timeout(input.timeoutMs),
      });
    } catch {
      throw new PublishOutcomeUnknownError('tiktok: the upload did not answer');
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500) throw new PublishOutcomeUnknownError(`tiktok: upload ${response.status}`);
    if (response.status !== 201 && response.status !== 206)
      throw new PublishRejectedError(text.slice(0, 300) || `TikTok refused the upload (${response.status})`);
  }
  for (let waited = 0; ; waited += input.pollSeconds) {
    const status = await http.call('/v2/post/publish/status/fetch/', token, { publish_id: publishId });
    if (status.code !== 'ok') refuse(status);
    const data = (status.data ?? {}) as { status?: unknown; fail_reason?: unknown };
    if (data.status === 'PUBLISH_COMPLETE') {
      const [postId] = readPublicPostIds(status.text);
      // A private (SELF_ONLY) post has no public id: the publish id names it.
      return postId
        ? {
            externalId: postId,
            ...(creator.username ? { url: tiktokVideoUrl(creator.username, postId) } : {}),
          }
        : { externalId: publishId };
    }
    if (data.status === 'FAILED')
      throw new PublishRejectedError(
        typeof data.fail_reason === 'string' && data.fail_reason
          ? data.fail_reason
          : 'TikTok refused the video',
      );
    if (waited + input.pollSeconds > input.maxWaitSeconds)
      throw new PublishOutcomeUnknownError('tiktok: the video was still processing');
    await input.sleep(input.pollSeconds * 1000);
  }
}
