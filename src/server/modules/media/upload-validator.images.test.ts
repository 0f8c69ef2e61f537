import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { buildAnimatedGif, buildJpegWithExif, buildPng, buildPngBombHeader } from './media.fixtures';
import { validateUpload, type UploadValidationOptions } from './upload-validator';

const imageOptions: UploadValidationOptions = { allow: ['image'], maxBytes: 10 * 1024 * 1024 };

/** The AppError `promise` rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'upload-validator-images-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('validateUpload: images', () => {
  it('turns a JPEG upright by its EXIF orientation and strips all metadata incl. GPS', async () => {
    const original = await buildJpegWithExif();
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata.orientation).toBe(6);
    expect(original.toString('latin1')).toContain('FixtureCam');

    const result = await validateUpload({ data: original }, { ...imageOptions, declaredType: 'image/jpeg' });
    expect(result).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 20,
      height: 40,
    });
    const data = result.data ?? Buffer.alloc(0);
    expect(result.size).toBe(data.length);
    const metadata = await sharp(data).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(data.toString('latin1')).not.toContain('FixtureCam');
    expect(data.toString('latin1')).not.toContain('Secret Model');
    // Orientation 6 turns the left (red) half to the top and the right (blue) half to the bottom.
    const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    const top = [...pixels.subarray(info.width * 3 * 2 + 30, info.width * 3 * 2 + 33)];
    const bottomOffset = info.width * 3 * (info.height - 3) + 30;
    const bottom = [...pixels.subarray(bottomOffset, bottomOffset + 3)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('re-encodes a PNG, dropping bytes appended after its end', async () => {
    const png = Buffer.concat([await buildPng(30, 10), Buffer.from('<script>alert(1)</script>')]);
    const result = await validateUpload({ data: png }, imageOptions);
    expect(result).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      extension: 'png',
      width: 30,
      height: 10,
    });
    expect(result.data?.toString('latin1')).not.toContain('<script>');
    expect((await sharp(result.data).metadata()).format).toBe('png');
  });

  it('reads images from a file path as well', async () => {
    const filePath = path.join(workDir, 'upload.bin');
    await writeFile(filePath, await buildPng(12, 7));
    const result = await validateUpload({ path: filePath }, imageOptions);
    expect(result).toMatchObject({ kind: 'image', contentType: 'image/png', width: 12, height: 7 });
  });

  it('keeps WebP as WebP, animation included', async () => {
    const animated = await sharp(await buildAnimatedGif(), { animated: true })
      .webp()
      .toBuffer();
    const result = await validateUpload({ data: animated }, imageOptions);
    expect(result).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 16, height: 16 });
    expect((await sharp(result.data, { animated: true }).metadata()).pages).toBe(3);
  });

  it('turns an animated GIF into an animated WebP with every frame', async () => {
    const result = await validateUpload({ data: await buildAnimatedGif() }, imageOptions);
    expect(result).toMatchObject({
      kind: 'image',
      contentType: 'image/webp',
      extension: 'webp',
      width: 16,
      height: 16,
    });
    const metadata = await sharp(result.data, { animated: true }).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.pages).toBe(3);
    const { data: frames, info } = await sharp(result.data, { animated: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const frameBytes = 16 * 16 * info.channels;
    expect([...frames.subarray(0, 3)]).toEqual([255, 0, 0]);
    expect([...frames.subarray(frameBytes, frameBytes + 3)]).toEqual([0, 0, 255]);
    expect([...frames.subarray(2 * frameBytes, 2 * frameBytes + 3)]).toEqual([0, 255, 0]);
  });

  it('accepts AVIF and stores it as WebP', async () => {
    const avif = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#336699' } })
      .avif({ effort: 0 })
      .toBuffer();
    const result = await validateUpload({ data: avif }, imageOptions);
    expect(result).toMatchObject({ kind: 'image', contentType: 'image/webp', width: 24, height: 16 });
  });

  it('refuses SVG, HTML, PDF and text, whatever name and type they are declared with', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const cases: Array<{ bytes: Buffer; filename: string; declaredType: string }> = [
      { bytes: Buffer.from(svg), filename: 'logo.png', declaredType: 'image/png' },
      {
        bytes: Buffer.from(`<?xml version="1.0"?>\n${svg}`),
        filename: 'logo.svg',
        declaredType: 'image/svg+xml',
      },
      {
        bytes: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        filename: 'x.png',
        declaredType: 'image/png',
      },
      {
        bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
        filename: 'doc.jpg',
        declaredType: 'image/jpeg',
      },
      { bytes: Buffer.from('just some text'), filename: 'notes.gif', declaredType: 'image/gif' },
    ];
    for (const { bytes, filename, declaredType } of cases) {
      const error = await refusal(
        validateUpload({ data: bytes }, { ...imageOptions, filename, declaredType }),
      );
      expect(error.code, filename).toBe('unsupported_media_type');
      expect(error.message).toBe(
        `"${filename}" is not a supported file type. Allowed: images (JPEG, PNG, WebP, GIF, AVIF).`,
      );
    }
  });

  it('refuses a corrupt image behind a valid signature, and HEIC', async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]);
    expect((await refusal(validateUpload({ data: corrupt }, imageOptions))).code).toBe(
      'unsupported_media_type',
    );
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    expect((await refusal(validateUpload({ data: heic }, imageOptions))).code).toBe('unsupported_media_type');
  });

  it('refuses an image where the upload path accepts only video, with the caller’s message', async () => {
    const error = await refusal(
      validateUpload(
        { data: await buildPng(8, 8) },
        { allow: ['video'], maxBytes: 1024 * 1024, messages: { type: 'Please select a valid video file.' } },
      ),
    );
    expect(error).toMatchObject({
      code: 'unsupported_media_type',
      message: 'Please select a valid video file.',
    });
  });

  it('checks the size cap first, before looking at the content', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2_000)}</svg>`);
    const error = await refusal(validateUpload({ data: svg }, { allow: ['image'], maxBytes: 1_000 }));
    expect(error).toMatchObject({
      code: 'payload_too_large',
      message: 'The file is too large. Please select a file smaller than 1000 bytes.',
    });
    const png = await buildPng(20, 20);
    const custom = await refusal(
      validateUpload(
        { data: png },
        { allow: ['image'], maxBytes: png.length - 1, filename: 'a.png', messages: { size: 'Too big.' } },
      ),
    );
    expect(custom).toMatchObject({ code: 'payload_too_large', message: 'Too big.' });
    await expect(
      validateUpload({ data: png }, { allow: ['image'], maxBytes: png.length }),
    ).resolves.toMatchObject({ kind: 'image' });
  });

  it('refuses decompression bombs from the header, before decoding pixels', async () => {
    const bomb = buildPngBombHeader(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1_000);
    const error = await refusal(validateUpload({ data: bomb }, imageOptions));
    expect(error).toMatchObject({
      code: 'payload_too_large',
      message: 'The image has too many pixels (at most 67 megapixels).',
    });
    const small = await refusal(
      validateUpload({ data: await buildPng(40, 20) }, { ...imageOptions, maxPixels: 799 }),
    );
    expect(small.code).toBe('payload_too_large');
    await expect(
      validateUpload({ data: await buildPng(40, 20) }, { ...imageOptions, maxPixels: 800 }),
    ).resolves.toMatchObject({ width: 40 });
  });

  it('counts every frame of an animation against the pixel cap', async () => {
    const error = await refusal(
      validateUpload({ data: await buildAnimatedGif() }, { ...imageOptions, maxPixels: 16 * 16 * 2 }),
    );
    expect(error.code).toBe('payload_too_large');
  });

  it('names the file in default messages without echoing markup', async () => {
    const error = await refusal(
      validateUpload(
        { data: Buffer.from('<html>') },
        { ...imageOptions, filename: '<img src=x onerror=alert(1)>.png' },
      ),
    );
    expect(error.message).not.toMatch(/[<>=]/);
    expect(error.message).toContain('"img srcx onerroralert(1).png" is not a supported file type.');
  });
});
