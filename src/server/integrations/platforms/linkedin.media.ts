import { PublishRejectedError } from '../../modules/posts/posts.publish-outcomes';
import type { BearerHttp } from './bearer-http';
import type { PublishMedia } from './types';

/** Longest wait for LinkedIn to process a video before the post is refused (seconds). */
const maxProcessingSeconds = 300;
/** Seconds between two reads of a processing video's status. */
const pollSeconds = 3;

interface ImageUpload {
  value?: { uploadUrl?: unknown; image?: unknown };
}

interface VideoUpload {
  value?: {
    video?: unknown;
    uploadToken?: unknown;
    uploadInstructions?: { uploadUrl?: unknown; firstByte?: unknown; lastByte?: unknown }[];
  };
}

/**
 * Uploads one image with the Images API: POST /rest/images?action=initializeUpload { owner } answers an upload
 * URL and the image URN; the bytes are PUT to that URL. Answers the URN (`urn:li:image:…`) for the post.
 */
export async function uploadLinkedInImage(
  http: BearerHttp,
  token: string,
  owner: string,
  media: PublishMedia,
): Promise<string> {
  const init = await http.call('/rest/images?action=initializeUpload', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ initializeUploadRequest: { owner } }),
  });
  if (init.status >= 400) throw new PublishRejectedError(init.reason);
  const value = (init.body as ImageUpload | undefined)?.value;
  if (typeof value?.uploadUrl !== 'string' || typeof value.image !== 'string')
    throw new PublishRejectedError('LinkedIn answered no image upload URL');
  const put = await http.call(value.uploadUrl, token, {
    method: 'PUT',
    isRaw: true,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(await media.read()),
  });
  if (put.status >= 400) throw new PublishRejectedError(put.reason);
  return value.image;
}

/**
 * Uploads one video with the Videos API: POST /rest/videos?action=initializeUpload { owner, fileSizeBytes }
 * answers upload instructions (one URL per byte range); each part is PUT and its ETag kept; POST
 * /rest/videos?action=finalizeUpload { video, uploadToken, uploadedPartIds } ends the upload; then
 * GET /rest/videos/{urn} until LinkedIn has processed it (PROCESSING → AVAILABLE, or PROCESSING_FAILED).
 * Answers the URN (`urn:li:video:…`) for the post.
 */
export async function uploadLinkedInVideo(
  http: BearerHttp,
  token: string,
  owner: string,
  media: PublishMedia,
  sleep: (ms: number) => Promise<void>,
): Promise<string> {
  const init = await http.call('/rest/videos?action=initializeUpload', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      initializeUploadRequest: {
        owner,
        fileSizeBytes: media.size,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    }),
  });
  if (init.status >= 400) throw new PublishRejectedError(init.reason);
  const value = (init.body as VideoUpload | undefined)?.value;
  const video = value?.video;
  if (typeof video !== 'string' || !Array.isArray(value?.uploadInstructions))
    throw new PublishRejectedError('LinkedIn answered no video upload instructions');
  const bytes = await media.read();
  const etags: string[] = [];
  for (const part of value.uploadInstructions) {
    const first = Number(part.firstByte);
    const last = Number(part.lastByte);
    if (typeof part.uploadUrl !== 'string' || !Number.isInteger(first) || !Number.isInteger(last))
      throw new PublishRejectedError('LinkedIn answered a malformed upload instruction');
    const put = await http.call(part.uploadUrl, token, {
      method: 'PUT',
      isRaw: true,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes.subarray(first, last + 1)),
    });
    const etag = put.headers.get('etag');
    if (put.status >= 400) throw new PublishRejectedError(put.reason);
    if (!etag) throw new PublishRejectedError('LinkedIn answered no ETag for an uploaded part');
    etags.push(etag);
  }
  const finalize = await http.call('/rest/videos?action=finalizeUpload', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      finalizeUploadRequest: {
        video,
        uploadToken: typeof value.uploadToken === 'string' ? value.uploadToken : '',
        uploadedPartIds: etags,
      },
    }),
  });
  if (finalize.status >= 400) throw new PublishRejectedError(finalize.reason);
  for (let waited = 0; ; waited += pollSeconds) {
    const status = await http.call(`/rest/videos/${encodeURIComponent(video)}`, token, { method: 'GET' });
    if (status.status >= 400) throw new PublishRejectedError(status.reason);
    const state = (status.body as { status?: unknown } | undefined)?.status;
    if (state === 'AVAILABLE') return video;
    if (state === 'PROCESSING_FAILED') {
      const reason = (status.body as { processingFailureReason?: unknown }).processingFailureReason;
      throw new PublishRejectedError(
        typeof reason === 'string' ? reason : 'LinkedIn could not process the video',
      );
    }
    if (waited + pollSeconds > maxProcessingSeconds)
      throw new PublishRejectedError('LinkedIn did not process the video in time');
    await sleep(pollSeconds * 1000);
  }
}
