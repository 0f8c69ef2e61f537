/**
 * THE upload validator (DESIGN §7): every upload path (library, generator video, reels, brand packs, avatars)
 * passes its file through {@link validateUpload} before anything is stored. Rules, in order:
 * 1. size cap, before reading any content;
 * 2. allow-list by magic bytes only (the declared type and the file name never decide anything);
 * 3. images are decoded and re-encoded by sharp (see image-reencode.ts), with a pixel cap;
 * 4. videos and audio must be readable by ffprobe as the detected container; their streams decide the kind;
 *    before any frame is decoded, a video is refused past {@link videoMaxFramePixels} per frame, more than
 *    one video or two audio streams, or {@link videoMaxDurationSeconds};
 * 5. videos and audio are remuxed without re-encoding into a fresh container without metadata (see
 *    media-remux.ts), and the copy is checked again: the copy is what gets stored;
 * 6. documents (PDF, DOC, DOCX, plain text; only where `allow` has 'document') are checked whole by
 *    document-check.ts under their own size caps ({@link documentMaxBytes}, {@link textDocumentMaxBytes}) and
 *    stored byte for byte;
 * 7. fonts (TTF, OTF, WOFF; only where `allow` has 'font') are capped at {@link brandFontMaxBytes}, then parsed
 *    and laid out by font-check.ts (WOFF2 refused by name), and stored byte for byte.
 */
import { mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  documentMaxBytes,
  textDocumentMaxBytes,
  videoMaxAudioStreams,
  videoMaxDurationSeconds,
  videoMaxFramePixels,
  videoMaxVideoStreams,
} from '../../../shared/domain/limits';
import { brandFontMaxBytes } from '../../../shared/domain/brand-packs';
import { AppError } from '../../http/app-error';
import { checkFont } from './font-check';
import { buildUploadMessages, type UploadMessageOverrides, type UploadMessages } from './upload-messages';
import { reencodeImage } from './image-reencode';
import { checkDocument, isPlainText } from './document-check';
import { probeMediaFile, type ProbedMedia } from './media-probe';
import { remuxWithoutMetadata } from './media-remux';
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
  /** Exact texts for refusals (any language), e.g. the spec's 'Please select a valid video file.' */
  messages?: UploadMessageOverrides;
  /** Most pixels an image may have (all frames of an animation); default 8192 × 8192. */
  maxPixels?: number;
  /** ffprobe executable; default 'ffprobe' on PATH. */
  ffprobePath?: string;
  /** ffmpeg executable (the remux of videos and audio); default 'ffmpeg' on PATH. */
  ffmpegPath?: string;
  /** Where the private folder of a video or audio validation is made; default the OS temp folder. */
  workDir?: string;
}

/** A file that passed {@link validateUpload}: store it with this type and extension, never the declared ones. */
export interface ValidatedUpload {
  kind: MediaKind;
  /** Validated MIME type, e.g. 'image/webp' for a GIF (re-encoded) or 'video/mp4'. */
  contentType: string;
  /** File extension without a dot, matching `contentType`. */
  extension: string;
  /** Bytes to store: of `data` for images, of the file at `filePath` for video and audio. */
  size: number;
  /** Upright size in px (images; videos with a readable video stream). */
  width?: number;
  height?: number;
  /** Length in seconds (video and audio, when the file states it; a browser WebM recording may not). */
  durationSeconds?: number;
  /** Images: the re-encoded bytes to store instead of the upload; documents sent as bytes and fonts: those bytes. */
  data?: Buffer;
  /**
   * Video and audio: the cleaned copy to store instead of the upload (a private temporary file); documents
   * sent as a file: that file (the caller's, left in place).
   */
  filePath?: string;
  /** Deletes the temporary files of this validation (`filePath`); call it once stored. Safe to call twice. */
  discard(): Promise<void>;
}

/** Default pixel cap: 8192 × 8192 ≈ 67 MP, above any phone camera's photo. */
export const DEFAULT_MAX_IMAGE_PIXELS = 8192 * 8192;

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
 * Validates an upload and tells how to store it (store `data` or `filePath`, then call `discard`); throws
 * `payload_too_large` (size first, then pixels per image or video frame, then a video's length) or
 * `unsupported_media_type` (anything off the allow-list, unreadable, of a kind not in `allow`, or with too
 * many tracks) with the caller's messages. Throws a {@link MediaToolError} `not-started` (a server fault, not
 * the user's) when ffprobe or ffmpeg cannot be started.
 */
export async function validateUpload(
  input: UploadInput,
  options: UploadValidationOptions,
): Promise<ValidatedUpload> {
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const messages = buildUploadMessages(options, maxPixels);
  const refuseType = () => new AppError('unsupported_media_type', messages.type);

  const size = await measure(input);
  if (size > options.maxBytes) throw new AppError('payload_too_large', messages.size);
  const head = await readHead(input, DOCUMENT_HEAD_BYTES);
  const signature = detectMediaSignature(head);
  if (options.allow.includes('document') && (!signature || signature.kinds.includes('document'))) {
    return validateDocument(input, { size, head, signature, options, messages });
  }
  if (!signature || !signature.kinds.some((kind) => options.allow.includes(kind))) throw refuseType();
  if (signature.kinds.includes('font')) return validateFont(input, size, signature, messages);

  if (signature.kinds.includes('image')) {
    const image = await reencodeImage('data' in input ? input.data : input.path, signature.format, {
      maxPixels,
      typeMessage: messages.type,
      dimensionsMessage: messages.dimensions,
    });
    const { data, contentType, extension, width, height } = image;
    const discard = () => Promise.resolve();
    return { kind: 'image', contentType, extension, size: data.length, width, height, data, discard };
  }

  return validateContainer(input, signature, options, messages);
}

/** Bytes read first: enough for every signature and to tell text from binary before reading a whole file. */
const DOCUMENT_HEAD_BYTES = Math.max(SIGNATURE_BYTES, 8 * 1024);

/**
 * Step 6: a document. Without a signature only plain text can match, and its head must read as text before
 * its size cap is applied (an unknown binary file is refused as a type, not as too large). The file is read
 * whole (at most its cap) and checked by document-check.ts.
 */
async function validateDocument(
  input: UploadInput,
  found: {
    size: number;
    head: Buffer;
    signature: MediaSignature | undefined;
    options: UploadValidationOptions;
    messages: UploadMessages;
  },
): Promise<ValidatedUpload> {
  const { size, head, signature, options, messages } = found;
  const refuseType = () => new AppError('unsupported_media_type', messages.type);
  if (!signature && !isPlainText(head, head.length < size)) throw refuseType();
  const cap = Math.min(options.maxBytes, signature ? documentMaxBytes : textDocumentMaxBytes);
  if (size > cap) throw new AppError('payload_too_large', messages.sizeOf(cap));
  const bytes = 'data' in input ? input.data : await readFile(input.path);
  const document = checkDocument(bytes, signature?.format);
  if (!document) throw refuseType();
  const discard = () => Promise.resolve();
  const stored = 'data' in input ? { data: input.data } : { filePath: input.path };
  return { kind: 'document', ...document, size: bytes.length, ...stored, discard };
}

/** Step 7: a font, read whole (at most {@link brandFontMaxBytes}) and checked by font-check.ts. */
async function validateFont(
  input: UploadInput,
  size: number,
  signature: MediaSignature,
  messages: UploadMessages,
): Promise<ValidatedUpload> {
  if (size > brandFontMaxBytes) throw new AppError('payload_too_large', messages.sizeOf(brandFontMaxBytes));
  const bytes = 'data' in input ? input.data : await readFile(input.path);
  const font = await checkFont(bytes, signature.format);
  if ('problem' in font) {
    throw new AppError('unsupported_media_type', font.problem === 'woff2' ? messages.woff2 : messages.font);
  }
  const discard = () => Promise.resolve();
  return { kind: 'font', ...font, size: bytes.length, data: bytes, discard };
}

/** The refusal a probed video or audio file earns by its limits, if any (checked before any decode). */
function findLimitProblem(
  kind: MediaKind,
  probed: ProbedMedia,
  messages: UploadMessages,
): AppError | undefined {
  if (probed.audioStreams > videoMaxAudioStreams)
    return new AppError('unsupported_media_type', messages.streams);
  if (kind !== 'video') return undefined;
  if (probed.videoStreams > videoMaxVideoStreams)
    return new AppError('unsupported_media_type', messages.streams);
  if (probed.largestFramePixels > videoMaxFramePixels)
    return new AppError('payload_too_large', messages.videoDimensions);
  if ((probed.durationSeconds ?? 0) > videoMaxDurationSeconds)
    return new AppError('payload_too_large', messages.duration);
  return undefined;
}

/**
 * Steps 4 and 5 for a video or audio container, in a private folder under `workDir` that `discard` removes
 * (on refusal it is removed here): probe the upload, check its limits, remux it without metadata, probe and
 * check the copy (whose length is always known: a browser recording may state none).
 */
async function validateContainer(
  input: UploadInput,
  signature: MediaSignature,
  options: UploadValidationOptions,
  messages: UploadMessages,
): Promise<ValidatedUpload> {
  const refuseType = () => new AppError('unsupported_media_type', messages.type);
  const asRefusal = (error: unknown) => {
    if (error instanceof MediaToolError && error.reason !== 'not-started') return refuseType();
    return error;
  };
  const probeOptions = options.ffprobePath ? { ffprobePath: options.ffprobePath } : {};
  const probe = (filePath: string) =>
    probeMediaFile(filePath, signature.format, probeOptions).catch((error: unknown) => {
      throw asRefusal(error);
    });
  const directory = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'upload-'));
  const discard = () => rm(directory, { recursive: true, force: true });
  try {
    let sourcePath: string;
    if ('path' in input) sourcePath = input.path;
    else {
      sourcePath = path.join(directory, 'upload');
      await writeFile(sourcePath, input.data, { mode: 0o600 });
    }
    const probed = await probe(sourcePath);
    const kind = decideContainerKind(signature, probed, options.allow);
    if (!kind) throw refuseType();
    const problem = findLimitProblem(kind, probed, messages);
    if (problem) throw problem;

    const cleanedPath = path.join(directory, 'cleaned');
    const remuxOptions = options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {};
    const container = await remuxWithoutMetadata(
      sourcePath,
      cleanedPath,
      signature.format,
      kind,
      remuxOptions,
    ).catch((error: unknown) => {
      throw asRefusal(error);
    });
    if (!('path' in input)) await rm(sourcePath, { force: true });
    const cleaned = await probe(cleanedPath);
    if (decideContainerKind(signature, cleaned, [kind]) !== kind) throw refuseType();
    const cleanedProblem = findLimitProblem(kind, cleaned, messages);
    if (cleanedProblem) throw cleanedProblem;

    const validated: ValidatedUpload = {
      kind,
      contentType: container.contentType,
      extension: container.extension,
      size: (await stat(cleanedPath)).size,
      filePath: cleanedPath,
      discard,
    };
    if (kind === 'video' && cleaned.video) {
      validated.width = cleaned.video.width;
      validated.height = cleaned.video.height;
    }
    if (cleaned.durationSeconds !== undefined) validated.durationSeconds = cleaned.durationSeconds;
    return validated;
  } catch (error) {
    await discard();
    throw error;
  }
}
