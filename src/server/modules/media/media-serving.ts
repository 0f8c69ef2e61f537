/**
 * Headers and byte ranges for serving user files from our origin (DESIGN §7): a file is only ever served
 * with the type the validator gave it, never sniffed, never as HTML or SVG, in a sandbox.
 */
import type { FastifyReply } from 'fastify';
import { cleanFileName, withExtension } from '../../../shared/domain/file-names';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../integrations/storage/storage';

/** Inline (shown in the page) or attachment (downloaded). */
export type MediaDisposition = 'inline' | 'attachment';

/**
 * Types {@link validateUpload} and our generators produce, the only ones served as themselves, inline, with
 * the file extension a download of each gets.
 */
const MEDIA_TYPES = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
  ['image/avif', 'avif'],
  ['video/mp4', 'mp4'],
  ['video/quicktime', 'mov'],
  ['video/webm', 'webm'],
  ['video/x-matroska', 'mkv'],
  ['audio/mpeg', 'mp3'],
  ['audio/wav', 'wav'],
  ['audio/ogg', 'ogg'],
  ['audio/mp4', 'm4a'],
  ['audio/webm', 'webm'],
  ['audio/x-matroska', 'mka'],
]);

/**
 * Non-media types we validate (documents, brand fonts) or produce (exports) that may be served as themselves, but only as
 * downloads; plain text always states its charset (the validator only takes UTF-8).
 */
const DOWNLOAD_TYPES = new Map([
  ['application/zip', 'zip'],
  ['application/msword', 'doc'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['text/plain', 'txt'],
  ['font/ttf', 'ttf'],
  ['font/otf', 'otf'],
  ['font/woff', 'woff'],
]);

/**
 * PDF: served inline for the browser's own PDF viewer, framed only by our own pages (the asset viewer's
 * frame), still under the sandboxing CSP, which Chromium's viewer honours (the iframe `sandbox` attribute it
 * refuses to render in).
 */
const FRAMEABLE_TYPES = new Map([['application/pdf', 'pdf']]);

/** The Content-Type header of a served type: text states its charset. */
function withCharset(type: string): string {
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

/** The bare MIME type in lower case, parameters dropped ('Image/PNG; x=y' → 'image/png'). */
function normaliseType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** RFC 5987 `value-chars`: UTF-8 percent-encoding of everything outside `attr-char`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The headers for serving a stored user file. `Content-Type` is `contentType` only when it is a media or
 * document type we validate or produce (else `application/octet-stream`); anything that is not image, video,
 * audio or PDF is always an attachment, and only a PDF may be framed, by our own origin. `Content-Disposition` carries the file name cleaned (no folders, control or
 * bidirectional characters) and ending in the served type's extension ('photo.jpg.exe' of a PNG is sent as
 * 'photo.jpg.png', anything of another type as '.bin'), as an ASCII `filename` fallback and the exact UTF-8
 * name as RFC 5987 `filename*`. `nosniff`, a sandboxing CSP and same-origin CORP stop the browser from running or
 * embedding the file elsewhere. Cached for a year: a storage key never changes content.
 */
export function buildMediaHeaders(
  contentType: string,
  filename: string,
  disposition: MediaDisposition,
): Record<string, string> {
  const type = normaliseType(contentType);
  const isFrameable = FRAMEABLE_TYPES.has(type);
  const isInlineAllowed = MEDIA_TYPES.has(type) || isFrameable;
  const extension = MEDIA_TYPES.get(type) ?? FRAMEABLE_TYPES.get(type) ?? DOWNLOAD_TYPES.get(type);
  const servedType = extension ? withCharset(type) : 'application/octet-stream';
  const servedDisposition: MediaDisposition = isInlineAllowed ? disposition : 'attachment';
  const name = withExtension(cleanFileName(filename), extension ?? 'bin');
  const asciiName = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const framing = isFrameable ? "frame-ancestors 'self'; " : '';
  return {
    'Content-Type': servedType,
    'Content-Disposition': `${servedDisposition}; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `default-src 'none'; img-src 'self'; media-src 'self'; ${framing}sandbox`,
    ...(isFrameable ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  };
}

/**
 * What to answer to a `Range` request header for a file of `size` bytes:
 * - `full`: no header, a header we ignore (syntax error, other unit, several ranges): answer 200 with it all;
 * - `partial`: answer 206 with bytes `start`..`end` (inclusive) and these `Content-Range`/`Content-Length`;
 * - `unsatisfiable`: answer 416 with this `Content-Range` (`bytes *\/size`).
 */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number; contentRange: string; contentLength: number }
  | { kind: 'unsatisfiable'; contentRange: string };

/**
 * Parses a single `bytes=` range (`start-end`, `start-`, `-suffixLength`) per RFC 9110 §14, for video
 * seeking. The end is clamped to the last byte; a start at or past the end, or an empty suffix, is
 * unsatisfiable. Multi-range requests are answered in full (a server may ignore `Range`).
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'full' };
  const [, startText = '', endText = ''] = match;
  const unsatisfiable: RangeAnswer = { kind: 'unsatisfiable', contentRange: `bytes */${size}` };
  let start: number;
  let end: number;
  if (startText === '') {
    if (endText === '') return { kind: 'full' };
    const suffixLength = Number(endText);
    if (suffixLength === 0 || size === 0) return unsatisfiable;
    start = Math.max(0, size - suffixLength);
    end = size - 1;
  } else {
    start = Number(startText);
    const lastByte = endText === '' ? Number.POSITIVE_INFINITY : Number(endText);
    if (lastByte < start) return { kind: 'full' };
    if (start >= size) return unsatisfiable;
    end = Math.min(lastByte, size - 1);
  }
  return {
    kind: 'partial',
    start,
    end,
    contentRange: `bytes ${start}-${end}/${size}`,
    contentLength: end - start + 1,
  };
}

/**
 * Sends a stored file inline with the safe headers: the whole file, or the byte range the Range header asks
 * for (206), or 416 when the range is outside it; 404 when the stored file is gone.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: MediaStorage,
  file: { key: string; contentType: string; fileName: string; rangeHeader: string | undefined },
): Promise<FastifyReply> {
  const stat = await storage.stat(file.key);
  if (!stat) throw new AppError('not_found', 'This file does not exist.');
  const range = parseRangeHeader(file.rangeHeader, stat.size);
  if (range.kind === 'unsatisfiable') {
    void reply.header('content-range', range.contentRange);
    throw new AppError('range_not_satisfiable', 'The requested range is outside the file.');
  }
  void reply.headers(buildMediaHeaders(file.contentType, file.fileName, 'inline'));
  if (range.kind === 'partial') {
    const { stream } = await storage.openRead(file.key, { start: range.start, end: range.end });
    return reply
      .status(206)
      .header('content-range', range.contentRange)
      .header('content-length', range.contentLength)
      .send(stream);
  }
  const { stream } = await storage.openRead(file.key);
  return reply.header('content-length', stat.size).send(stream);
}
