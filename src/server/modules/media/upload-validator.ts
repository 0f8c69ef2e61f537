/**
 * THE upload validator (DESIGN §7): every upload path (library, generator video, reels, brand packs, avatars)
 * passes its file through {@link validateUpload} before anything is stored. Rules, in order:
 * 1. size cap, before reading any content;
 * 2. allow-list by magic bytes only (the declared type and the file name never decide anything);
 * 3. images are decoded and re-encoded by sharp (see image-reencode.ts), with a pixel cap;
 * 4. videos and audio must be readable by ffprobe as the detected container; their streams decide the kind.
 */
import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../../http/app-error';
import { reencodeImage } from './image-reencode';
import { probeMediaFile, type ProbedMedia } from './media-probe';
import { MediaToolError } from '../../integrations/media-tools/media-process';
import {
  detectMediaSignature,
  SIGNATURE_BYTES,
  type MediaKind,
  type MediaSignature,
} from './media-signature';

export type { MediaKind } from './media-signature';

/** The upload: bytes in memory (images) or a file already streamed to disk (videos; never buffered). */
export type UploadInput = { data: Buffer } | { path: string };

/** Options of {@link validateUpload}. */
export interface UploadValidationOptions {
  /** Kinds this upload path accepts. */
  allow: MediaKind[];
  /** Largest accepted file, bytes. */
  maxBytes: number;
  /** The client's declared type: only named in the default refusal message, never trusted. */
  declaredType?: string;
  /** The client's file name: only named in the default refusal messages, never trusted. */
  filename?: string;
  /** Exact texts for refusals, e.g. the spec's 'Please select a valid video file.' */
  messages?: { type?: string; size?: string; dimensions?: string };
  /** Most pixels an image may have (all frames of an animation); default 8192 × 8192. */
  maxPixels?: number;
  /** ffprobe executable; default 'ffprobe' on PATH. */
  ffprobePath?: string;
  /** Where in-memory video/audio bytes are written for ffprobe; default the OS temp folder. */
  workDir?: string;
}

/** A file that passed {@link validateUpload}: store it with this type and extension, never the declared ones. */
export interface ValidatedUpload {
  kind: MediaKind;
  /** Validated MIME type, e.g. 'image/webp' for a GIF (re-encoded) or 'video/mp4'. */
  contentType: string;
  /** File extension without a dot, matching `contentType`. */
  extension: string;
  /** Bytes to store: of `data` for images, of the upload for video and audio. */
  size: number;
  /** Upright size in px (images; videos with a readable video stream). */
  width?: number;
  height?: number;
  /** Length in seconds (video and audio, when the file states it; a browser WebM recording may not). */
  durationSeconds?: number;
  /** Images only: the re-encoded bytes to store instead of the upload. */
  data?: Buffer;
}

/** Default pixel cap: 8192 × 8192 ≈ 67 MP, above any phone camera's photo. */
export const DEFAULT_MAX_IMAGE_PIXELS = 8192 * 8192;

const KIND_LABELS: Record<MediaKind, string> = {
  image: 'images (JPEG, PNG, WebP, GIF, AVIF)',
  video: 'videos (MP4, MOV, WebM)',
  audio: 'audio (MP3, WAV, OGG, M4A)',
};

/** A client-supplied string made safe to repeat in a message: printable, short. */
function quoteClientText(text: string | undefined): string | undefined {
  const cleaned = text
    ?.replace(/[^\p{L}\p{N} ._()+/-]/gu, '')
    .trim()
    .slice(0, 80);
  return cleaned ? `"${cleaned}"` : undefined;
}

/** A byte count as the spec writes it: '100MB', '512KB', '900 bytes'. */
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.floor(bytes / (1024 * 1024))}MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)}KB`;
  return `${bytes} bytes`;
}

/** The refusal messages of one validation, the caller's texts first. */
function buildMessages(options: UploadValidationOptions, maxPixels: number) {
  const name = quoteClientText(options.filename);
  const declared = quoteClientText(options.declaredType);
  const subject = name ?? (declared ? `This ${declared} file` : 'This file');
  const allowed = options.allow.map((kind) => KIND_LABELS[kind]).join(', ');
  return {
    type: options.messages?.type ?? `${subject} is not a supported file type. Allowed: ${allowed}.`,
    size:
      options.messages?.size ??
      `${name ?? 'The file'} is too large. Please select a file smaller than ${formatBytes(options.maxBytes)}.`,
    dimensions:
      options.messages?.dimensions ??
      `${name ?? 'The image'} has too many pixels (at most ${Math.floor(maxPixels / 1_000_000)} megapixels).`,
  };
}

/** The upload's size in bytes; throws for a path that is not a regular file. */
async function measure(input: UploadInput): Promise<number> {
  if ('data' in input) return input.data.length;
  const info = await stat(input.path);
  if (!info.isFile()) throw new Error(`Upload path is not a file: ${input.path}`);
  return info.size;
}

/** The first bytes of the upload, for signature detection. */
async function readHead(input: UploadInput, length: number): Promise<Buffer> {
  if ('data' in input) return input.data.subarray(0, length);
  const handle = await open(input.path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Runs ffprobe on the upload, writing in-memory bytes to a private temporary file first. */
async function probeUpload(
  input: UploadInput,
  signature: MediaSignature,
  options: UploadValidationOptions,
): Promise<ProbedMedia> {
  const probeOptions = options.ffprobePath ? { ffprobePath: options.ffprobePath } : {};
  if ('path' in input) return probeMediaFile(input.path, signature.format, probeOptions);
  const directory = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'upload-probe-'));
  try {
    const filePath = path.join(directory, 'upload');
    await writeFile(filePath, input.data, { mode: 0o600 });
    return await probeMediaFile(filePath, signature.format, probeOptions);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** MIME type and extension of a video or audio container, by kind. */
function describeContainer(
  format: MediaSignature['format'],
  kind: MediaKind,
): { contentType: string; extension: string } {
  const isVideo = kind === 'video';
  switch (format) {
    case 'quicktime':
      return isVideo
        ? { contentType: 'video/quicktime', extension: 'mov' }
        : { contentType: 'audio/mp4', extension: 'm4a' };
    case 'mp4':
    case 'm4a':
      return isVideo
        ? { contentType: 'video/mp4', extension: 'mp4' }
        : { contentType: 'audio/mp4', extension: 'm4a' };
    case 'webm':
      return { contentType: isVideo ? 'video/webm' : 'audio/webm', extension: 'webm' };
    case 'matroska':
      return isVideo
        ? { contentType: 'video/x-matroska', extension: 'mkv' }
        : { contentType: 'audio/x-matroska', extension: 'mka' };
    case 'ogg':
      return { contentType: 'audio/ogg', extension: 'ogg' };
    case 'mp3':
      return { contentType: 'audio/mpeg', extension: 'mp3' };
    case 'wav':
      return { contentType: 'audio/wav', extension: 'wav' };
    default:
      throw new Error(`Not a video or audio container: ${format}`);
  }
}

/**
 * The kind a probed container is: video when it has a real video stream, audio when it has only audio;
 * undefined when that kind is not allowed here (a video is never accepted as audio) or it has neither.
 */
function decideContainerKind(
  signature: MediaSignature,
  probed: ProbedMedia,
  allow: MediaKind[],
): MediaKind | undefined {
  if (signature.kinds.includes('video') && probed.video) return allow.includes('video') ? 'video' : undefined;
  if (signature.kinds.includes('audio') && probed.hasAudio)
    return allow.includes('audio') ? 'audio' : undefined;
  return undefined;
}

/**
 * Validates an upload and tells how to store it; throws `payload_too_large` (size first, then pixel count)
 * or `unsupported_media_type` (anything off the allow-list, unreadable, or of a kind not in `allow`) with the
 * caller's messages. Throws a plain error (a server fault, not the user's) when ffprobe cannot be started.
 */
export async function validateUpload(
  input: UploadInput,
  options: UploadValidationOptions,
): Promise<ValidatedUpload> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const messages = buildMessages(options, maxPixels);
  const refuseType = () => new AppError('unsupported_media_type', messages.type);

  const size = await measure(input);
  if (size > options.maxBytes) throw new AppError('payload_too_large', messages.size);
  const signature = detectMediaSignature(await readHead(input, SIGNATURE_BYTES));
  if (!signature || !signature.kinds.some((kind) => options.allow.includes(kind))) throw refuseType();

  if (signature.kinds.includes('image')) {
    const image = await reencodeImage('data' in input ? input.data : input.path, signature.format, {
      maxPixels,
      typeMessage: messages.type,
      dimensionsMessage: messages.dimensions,
    });
    const { data, contentType, extension, width, height } = image;
    return { kind: 'image', contentType, extension, size: data.length, width, height, data };
  }

  let probed: ProbedMedia;
  try {
    probed = await probeUpload(input, signature, options);
  } catch (error) {
    if (error instanceof MediaToolError && error.reason !== 'not-started') throw refuseType();
    throw error;
  }
  const kind = decideContainerKind(signature, probed, options.allow);
  if (!kind) throw refuseType();
  const validated: ValidatedUpload = { kind, ...describeContainer(signature.format, kind), size };
  if (kind === 'video' && probed.video) {
    validated.width = probed.video.width;
    validated.height = probed.video.height;
  }
  if (probed.durationSeconds !== undefined) validated.durationSeconds = probed.durationSeconds;
  return validated;
}
