/** Media files made on the fly for the media module's tests (not used by production code). */
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { runMediaTool } from '../../integrations/media-tools/media-process';

/** An RGB colour. */
type Colour = { r: number; g: number; b: number };

export const RED: Colour = { r: 255, g: 0, b: 0 };
export const BLUE: Colour = { r: 0, g: 0, b: 255 };
export const GREEN: Colour = { r: 0, g: 255, b: 0 };

/** A JPEG, 40×20 px (left half red, right half blue), with EXIF orientation 6 (turn 90° clockwise), a camera make and GPS. */
export async function buildJpegWithExif(): Promise<Buffer> {
  const blueHalf = await sharp({ create: { width: 20, height: 20, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: RED } })
    .composite([{ input: blueHalf, left: 20, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain PNG of one colour. */
export function buildPng(width: number, height: number, colour: Colour = GREEN): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** An animated GIF, 16×16 px, three frames: red, blue, green. */
export async function buildAnimatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    [RED, BLUE, GREEN].map((colour) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width: 16, height: 48, channels: 3, pageHeight: 16 },
    animated: true,
  })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

/** One PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A tiny PNG file whose header claims `width`×`height` px: a decompression bomb if anyone decoded it. */
export function buildPngBombHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = pngChunk('IDAT', deflateSync(Buffer.alloc(4096)));
  return Buffer.concat([signature, pngChunk('IHDR', header), pixels, pngChunk('IEND', Buffer.alloc(0))]);
}

/** Runs ffmpeg quietly to write `outputName` in `directory` from lavfi test sources; resolves with its path. */
export async function runFfmpegFixture(
  directory: string,
  outputName: string,
  args: string[],
): Promise<string> {
  const outputPath = path.join(directory, outputName);
  await runMediaTool(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args, outputPath],
    {
      timeoutMs: 60_000,
      maxOutputBytes: 1024 * 1024,
      maxMemoryBytes: 2 * 1024 * 1024 * 1024,
    },
  );
  return outputPath;
}

/** ffmpeg input arguments of a 320×240 test pattern lasting `seconds`. */
export function testPatternInput(seconds: number, size = '320x240'): string[] {
  return ['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`];
}

/** ffmpeg input arguments of a 440 Hz tone lasting `seconds`. */
export function toneInput(seconds: number): string[] {
  return ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`];
}

/** One JPEG marker segment: marker, length, body. */
function jpegSegment(marker: number, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(marker);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * A baseline grey JPEG of `width`×`height` px written by hand, 2 bits per 8×8 block (one-symbol Huffman
 * tables: DC difference 0, end of block): 16000×16000 px take 1 MB and decode to 256 MB. A real
 * decompression bomb, made in milliseconds without decoding or encoding anything.
 */
export function buildGreyJpeg(width: number, height: number): Buffer {
  const quantisation = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const frame = Buffer.alloc(9);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame.set([1, 1, 0x11, 0], 5);
  const oneSymbolTable = (tableClass: number) =>
    Buffer.concat([Buffer.from([tableClass << 4, 1]), Buffer.alloc(15), Buffer.from([0])]);
  const scan = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  const bits = Math.ceil(width / 8) * Math.ceil(height / 8) * 2;
  const entropy = Buffer.alloc(Math.ceil(bits / 8));
  if (bits % 8) entropy[entropy.length - 1] = (1 << (8 - (bits % 8))) - 1; // pad with 1 bits
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xffdb, quantisation),
    jpegSegment(0xffc0, frame),
    jpegSegment(0xffc4, oneSymbolTable(0)),
    jpegSegment(0xffc4, oneSymbolTable(1)),
    jpegSegment(0xffda, scan),
    entropy,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An EBML element with an 8-byte size. */
function ebml(idHex: string, body: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(idHex, 'hex'), size, body]);
}

/** An unsigned integer of `bytes` bytes, big-endian. */
function unsigned(value: number, bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUIntBE(value, 0, bytes);
  return buffer;
}

/**
 * A Matroska file with one MJPEG video track whose header states `width`×`height`, holding the JPEG `frame`
 * at each of `times` (seconds; one cluster per frame). No Duration element: like a browser recording, the
 * file does not state its length.
 */
export function buildMjpegMatroska(frame: Buffer, width: number, height: number, times: number[]): Buffer {
  const header = ebml(
    '1a45dfa3',
    Buffer.concat([
      ebml('4286', unsigned(1, 1)),
      ebml('42f7', unsigned(1, 1)),
      ebml('42f2', unsigned(4, 1)),
      ebml('42f3', unsigned(8, 1)),
      ebml('4282', Buffer.from('matroska')),
      ebml('4287', unsigned(2, 1)),
      ebml('4285', unsigned(2, 1)),
    ]),
  );
  const info = ebml('1549a966', Buffer.concat([ebml('2ad7b1', unsigned(1_000_000, 4))]));
  const video = ebml('e0', Buffer.concat([ebml('b0', unsigned(width, 2)), ebml('ba', unsigned(height, 2))]));
  const track = ebml(
    'ae',
    Buffer.concat([
      ebml('d7', unsigned(1, 1)),
      ebml('73c5', unsigned(1, 1)),
      ebml('83', unsigned(1, 1)),
      ebml('86', Buffer.from('V_MJPEG')),
      video,
    ]),
  );
  const clusters = times.map((seconds) =>
    ebml(
      '1f43b675',
      Buffer.concat([
        ebml('e7', unsigned(Math.round(seconds * 1000), 4)),
        ebml('a3', Buffer.concat([Buffer.from([0x81, 0, 0, 0x80]), frame])),
      ]),
    ),
  );
  return Buffer.concat([
    header,
    ebml('18538067', Buffer.concat([info, ebml('1654ae6b', track), ...clusters])),
  ]);
}
