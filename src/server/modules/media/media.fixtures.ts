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
