import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw, type ZlibOptions } from 'node:zlib';
import { FetchFailedError, formatByteSize } from './fetch-errors';

const decoders = {
  gzip: promisify<Buffer, ZlibOptions, Buffer>(gunzip),
  deflate: promisify<Buffer, ZlibOptions, Buffer>(inflate),
  deflateRaw: promisify<Buffer, ZlibOptions, Buffer>(inflateRaw),
  br: promisify<Buffer, ZlibOptions, Buffer>(brotliDecompress),
};

/** The Accept-Encoding the fetcher sends: exactly the codings `decodeContent` understands. */
export const acceptedEncodings = 'gzip, deflate, br';

/**
 * Undoes a Content-Encoding header (codings applied in order, e.g. 'gzip' or 'deflate, br'). The decoded
 * size is capped at `maxBytes` while inflating, so a small compressed bomb cannot exhaust memory.
 * 'deflate' accepts both the zlib-wrapped form (RFC) and the raw form some servers send.
 * Throws FetchFailedError for an unknown coding, a corrupt body or a body over the cap.
 */
export async function decodeContent(
  body: Buffer,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  let decoded = body;
  for (const coding of codings.reverse()) {
    decoded = await decodeOne(decoded, coding, maxBytes);
  }
  return decoded;
}

async function decodeOne(body: Buffer, coding: string, maxBytes: number): Promise<Buffer> {
  if (body.length === 0) return body;
  const options: ZlibOptions = { maxOutputLength: maxBytes + 1 };
  let decode;
  if (coding === 'gzip' || coding === 'x-gzip') decode = decoders.gzip;
  else if (coding === 'br') decode = decoders.br;
  else if (coding === 'deflate') decode = hasZlibHeader(body) ? decoders.deflate : decoders.deflateRaw;
  else throw new FetchFailedError(`Unsupported content encoding: ${coding}`);
  let decoded: Buffer;
  try {
    decoded = await decode(body, options);
  } catch (error) {
    if (isBufferTooLarge(error))
      throw new FetchFailedError(`Response larger than ${formatByteSize(maxBytes)}`);
    throw new FetchFailedError(`Could not decode the ${coding} response`, { cause: error });
  }
  if (decoded.length > maxBytes)
    throw new FetchFailedError(`Response larger than ${formatByteSize(maxBytes)}`);
  return decoded;
}

function hasZlibHeader(body: Buffer): boolean {
  const first = body[0] ?? 0;
  const second = body[1] ?? 0;
  return (first & 0x0f) === 8 && ((first << 8) | second) % 31 === 0;
}

function isBufferTooLarge(error: unknown): boolean {
  return (
    error instanceof RangeError ||
    (error instanceof Error && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE')
  );
}
