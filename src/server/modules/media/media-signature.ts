/**
 * File type detection from the first bytes of a file ("magic bytes"). Only the formats the upload
 * allow-list names are recognised; anything else (SVG, HTML, HEIC, AVI, ...) is `undefined`. Plain text has no
 * signature: document-check.ts decides it from the whole content.
 */

/** The kinds of files a user can upload. */
export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'font';

/** A container or image format recognised by its signature. */
export type SignatureFormat =
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'gif'
  | 'avif'
  | 'mp4'
  | 'quicktime'
  | 'm4a'
  | 'webm'
  | 'matroska'
  | 'ogg'
  | 'mp3'
  | 'wav'
  | 'pdf'
  | 'ole2'
  | 'zip'
  | 'ttf'
  | 'otf'
  | 'woff'
  | 'woff2';

/** What a signature says a file is, and the kinds of media that format may hold. */
export interface MediaSignature {
  format: SignatureFormat;
  /** Possible kinds; for containers the streams decide (e.g. an MP4 without video is audio). */
  kinds: MediaKind[];
}

/** How many leading bytes {@link detectMediaSignature} looks at; pass at least this many when available. */
export const SIGNATURE_BYTES = 64;

/** ISO-BMFF brands of HEIF still images (HEIC etc.): sharp's build here cannot decode them, so refused. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** True when `bytes` starts with `prefix` at `offset`. */
function hasBytes(bytes: Buffer, offset: number, prefix: number[] | string): boolean {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
}

/** The ISO base media file (MP4, MOV, M4A, AVIF, HEIC) behind an `ftyp` box, from its brands. */
function detectIsoMedia(bytes: Buffer): MediaSignature | undefined {
  const boxSize = bytes.readUInt32BE(0);
  const majorBrand = bytes.toString('latin1', 8, 12);
  const brandsEnd = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const brands = [majorBrand];
  for (let offset = 16; offset + 4 <= brandsEnd; offset += 4)
    brands.push(bytes.toString('latin1', offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return { format: 'avif', kinds: ['image'] };
  if (HEIF_BRANDS.has(majorBrand)) return undefined;
  if (AUDIO_BRANDS.has(majorBrand)) return { format: 'm4a', kinds: ['audio'] };
  if (majorBrand === 'qt  ') return { format: 'quicktime', kinds: ['video', 'audio'] };
  return { format: 'mp4', kinds: ['video', 'audio'] };
}

/** `webm` or `matroska`, from the DocType element (id 0x4282) of an EBML header. */
function detectMatroskaDocType(bytes: Buffer): SignatureFormat {
  for (let offset = 4; offset + 3 < bytes.length; offset += 1) {
    if (bytes[offset] !== 0x42 || bytes[offset + 1] !== 0x82) continue;
    const sizeByte = bytes[offset + 2] ?? 0;
    if ((sizeByte & 0x80) === 0) continue;
    const length = sizeByte & 0x7f;
    const docType = bytes.toString('latin1', offset + 3, offset + 3 + length);
    return docType === 'webm' ? 'webm' : 'matroska';
  }
  return 'matroska';
}

/** True for an MPEG audio Layer III frame header (MP3 without an ID3 tag). */
function isMp3FrameHeader(bytes: Buffer): boolean {
  const first = bytes[0] ?? 0;
  const second = bytes[1] ?? 0;
  const third = bytes[2] ?? 0;
  const isSync = first === 0xff && (second & 0xe0) === 0xe0;
  const isLayer3 = ((second >> 1) & 0x03) === 0x01;
  const isVersionValid = ((second >> 3) & 0x03) !== 0x01;
  const isBitrateValid = third >> 4 !== 0x0f;
  const isSampleRateValid = ((third >> 2) & 0x03) !== 0x03;
  return isSync && isLayer3 && isVersionValid && isBitrateValid && isSampleRateValid;
}

/**
 * The format whose signature `bytes` (the first {@link SIGNATURE_BYTES} or more of a file) starts with, or
 * undefined for anything outside the allow-list. Declared types and file names play no part.
 */
export function detectMediaSignature(bytes: Buffer): MediaSignature | undefined {
  if (hasBytes(bytes, 0, [0xff, 0xd8, 0xff])) return { format: 'jpeg', kinds: ['image'] };
  if (hasBytes(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { format: 'png', kinds: ['image'] };
  if (hasBytes(bytes, 0, 'GIF87a') || hasBytes(bytes, 0, 'GIF89a'))
    return { format: 'gif', kinds: ['image'] };
  if (hasBytes(bytes, 0, 'RIFF') && hasBytes(bytes, 8, 'WEBP')) return { format: 'webp', kinds: ['image'] };
  if (hasBytes(bytes, 0, 'RIFF') && hasBytes(bytes, 8, 'WAVE')) return { format: 'wav', kinds: ['audio'] };
  if (bytes.length >= 16 && hasBytes(bytes, 4, 'ftyp')) return detectIsoMedia(bytes);
  if (hasBytes(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3]))
    return { format: detectMatroskaDocType(bytes), kinds: ['video', 'audio'] };
  if (hasBytes(bytes, 0, 'OggS')) return { format: 'ogg', kinds: ['audio'] };
  if (hasBytes(bytes, 0, 'ID3') || isMp3FrameHeader(bytes)) return { format: 'mp3', kinds: ['audio'] };
  if (hasBytes(bytes, 0, '%PDF-')) return { format: 'pdf', kinds: ['document'] };
  if (hasBytes(bytes, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { format: 'ole2', kinds: ['document'] };
  if (hasBytes(bytes, 0, [0x50, 0x4b, 0x03, 0x04])) return { format: 'zip', kinds: ['document'] };
  if (hasBytes(bytes, 0, [0x00, 0x01, 0x00, 0x00]) || hasBytes(bytes, 0, 'true'))
    return { format: 'ttf', kinds: ['font'] };
  if (hasBytes(bytes, 0, 'OTTO')) return { format: 'otf', kinds: ['font'] };
  if (hasBytes(bytes, 0, 'wOFF')) return { format: 'woff', kinds: ['font'] };
  // Recognised only to be refused with its own message (satori cannot draw WOFF2).
  if (hasBytes(bytes, 0, 'wOF2')) return { format: 'woff2', kinds: ['font'] };
  return undefined;
}
