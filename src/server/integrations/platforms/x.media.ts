import { PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import type { PublishMedia } from './types';
import type { XHttp } from './x.http';

/** APPEND segments of at most this many bytes (X accepts up to 5 MB per segment; 4 MB leaves room). */
const segmentBytes = 4 * 1024 * 1024;
/** Longest wait for X to process a video before the post is refused (seconds). */
const maxProcessingSeconds = 300;

interface MediaData {
  data?: {
    id?: unknown;
    processing_info?: { state?: unknown; check_after_secs?: unknown; error?: { message?: unknown } };
  };
}

const categoryOf = (contentType: string) =>
  contentType.startsWith('video/')
    ? 'tweet_video'
    : contentType === 'image/gif'
      ? 'tweet_gif'
      : 'tweet_image';

/**
 * Uploads one file with X API v2's chunked media upload: POST /2/media/upload/initialize (type, size,
 * category), POST /2/media/upload/{id}/append per 4 MB segment (multipart: segment_index, media),
 * POST /2/media/upload/{id}/finalize, then GET /2/media/upload?command=STATUS&media_id= while X processes a
 * video (processing_info.state pending/in_progress → succeeded/failed). Answers the media id for POST /2/tweets.
 */
export async function uploadXMedia(
  http: XHttp,
  token: string,
  media: PublishMedia,
  sleep: (ms: number) => Promise<void>,
): Promise<string> {
  const init = await http.call('/2/media/upload/initialize', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      media_type: media.contentType,
      total_bytes: media.size,
      media_category: categoryOf(media.contentType),
    }),
  });
  if (init.status >= 400) throw new PublishRejectedError(init.reason);
  const id = (init.body as MediaData | undefined)?.data?.id;
  if (typeof id !== 'string' || !id) throw new PublishRejectedError('X answered no media id');
  const bytes = await media.read();
  for (let index = 0, offset = 0; offset < bytes.length; index += 1, offset += segmentBytes) {
    const form = new FormData();
    form.set('segment_index', String(index));
    form.set('media', new Blob([new Uint8Array(bytes.subarray(offset, offset + segmentBytes))]), 'chunk');
    const append = await http.call(`/2/media/upload/${encodeURIComponent(id)}/append`, token, {
      method: 'POST',
      body: form,
    });
    if (append.status >= 400) throw new PublishRejectedError(append.reason);
  }
  const finalize = await http.call(`/2/media/upload/${encodeURIComponent(id)}/finalize`, token, {
    method: 'POST',
  });
  if (finalize.status >= 400) throw new PublishRejectedError(finalize.reason);
  let info = (finalize.body as MediaData | undefined)?.data?.processing_info;
  let waited = 0;
  while (info && (info.state === 'pending' || info.state === 'in_progress')) {
    const after = Math.max(1, Number(info.check_after_secs) || 1);
    if (waited + after > maxProcessingSeconds)
      throw new PublishRejectedError('X did not process the video in time');
    await sleep(after * 1000);
    waited += after;
    const status = await http.call(
      `/2/media/upload?command=STATUS&media_id=${encodeURIComponent(id)}`,
      token,
      { method: 'GET' },
    );
    if (status.status >= 400) throw new PublishRejectedError(status.reason);
    info = (status.body as MediaData | undefined)?.data?.processing_info;
  }
  if (info?.state === 'failed') {
    const message = info.error?.message;
    throw new PublishRejectedError(typeof message === 'string' ? message : 'X could not process the media');
  }
  return id;
}
