import { useMutation } from '@tanstack/react-query';
import { uploadMediaContract, type Asset } from '../../../../shared/contracts/media';
import type { GenerationPlatformId } from '../../../../shared/domain/platforms';
import { ApiError } from '../../../api/client';
import { uploadFile } from '../../../api/upload';
import { findUploadSizeProblem, findVideoFileProblem, isVideoType } from '../video-file-rules';

/** What {@link useUploadMedia} sends. */
export interface UploadMediaInput {
  file: File;
  /**
   * 'video' applies the generator's video rules (video only, at most 100MB) here and on the server; 'reels'
   * the same for a Video Reels clip, which the library keeps as a reels asset tagged with `platform`.
   */
  purpose?: 'video' | 'reels' | 'media';
  /** 'reels' only: the platform the clip is for. */
  platform?: GenerationPlatformId;
  description?: string;
  /** Whole percentage of the file sent so far (0-100). */
  onProgress?: (percent: number) => void;
  /** Cancels the upload (the mutation then fails with an AbortError). */
  signal?: AbortSignal;
}

/**
 * Uploads one file into the workspace library (POST /api/media/uploads, multipart) with progress and resolves
 * with the new Asset. For purpose 'video' the file is checked first and refused with ApiError carrying the
 * spec's message ('Please select a valid video file.' / 'Video file is too large. Please select a file smaller
 * than 100MB.'); any file over 100MB is refused before sending with the server's size message; server
 * refusals (too many pixels, too long, not a video) arrive as ApiError with the server's message too.
 */
export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}

async function uploadMedia({
  file,
  purpose,
  platform,
  description,
  onProgress,
  signal,
}: UploadMediaInput): Promise<Asset> {
  if (purpose === 'video' || purpose === 'reels') {
    const problem = findVideoFileProblem(file);
    if (problem) {
      const isTypeProblem = !isVideoType(file);
      throw new ApiError(
        isTypeProblem ? 'unsupported_media_type' : 'payload_too_large',
        problem,
        isTypeProblem ? 415 : 413,
      );
    }
  }
  const sizeProblem = findUploadSizeProblem(file);
  if (sizeProblem) throw new ApiError('payload_too_large', sizeProblem, 413);
  const form = new FormData();
  // Fields go before the file: the server reads them as the multipart stream arrives.
  if (purpose) form.append('purpose', purpose);
  if (description) form.append('description', description);
  if (platform && purpose === 'reels') form.append('platform', platform);
  form.append('file', file, file.name);
  const json = await uploadFile(uploadMediaContract.path, form, { onProgress, signal });
  return uploadMediaContract.response.parse(json).asset;
}
