import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFontMaxBytes } from '../../../shared/domain/brand-packs';
import { AppError } from '../../http/app-error';
import { findDefaultFontsDir } from '../../integrations/ai/offline/offline-image.render';
import { buildMediaHeaders } from './media-serving';
import { detectMediaSignature } from './media-signature';
import { validateUpload, type UploadValidationOptions } from './upload-validator';

const fonts: UploadValidationOptions = { allow: ['font'], maxBytes: brandFontMaxBytes };
const dejaVuSerif = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';
const interFile = (name: string) => readFile(path.join(findDefaultFontsDir(), name));

/** The AppError `promise` rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The English of a refusal's message. */
const englishOf = (error: AppError) => error.message;

describe('validateUpload: fonts', () => {
  it('recognises TTF, OTF, WOFF and WOFF2 by their first bytes only', () => {
    expect(detectMediaSignature(Buffer.from([0, 1, 0, 0, 0, 9]))?.format).toBe('ttf');
    expect(detectMediaSignature(Buffer.from('true0000'))?.format).toBe('ttf');
    expect(detectMediaSignature(Buffer.from('OTTO0000'))?.format).toBe('otf');
    expect(detectMediaSignature(Buffer.from('wOFF0000'))?.format).toBe('woff');
    expect(detectMediaSignature(Buffer.from('wOF20000'))?.format).toBe('woff2');
    expect(detectMediaSignature(Buffer.from('<html>font</html>'))).toBeUndefined();
  });

  it('takes a real TTF and a real WOFF, stored byte for byte with a font type', async () => {
    const ttf = await readFile(dejaVuSerif);
    const validTtf = await validateUpload({ data: ttf }, fonts);
    expect(validTtf).toMatchObject({ kind: 'font', contentType: 'font/ttf', extension: 'ttf' });
    expect(validTtf.data?.equals(ttf)).toBe(true);
    const woff = await interFile('inter-latin-400-normal.woff');
    const validWoff = await validateUpload({ data: woff }, fonts);
    expect(validWoff).toMatchObject({ kind: 'font', contentType: 'font/woff', extension: 'woff' });
  });

  it('refuses a font where fonts are not allowed, and anything else where they are', async () => {
    const ttf = await readFile(dejaVuSerif);
    const library = await refusal(
      validateUpload({ data: ttf }, { allow: ['image', 'video', 'audio', 'document'], maxBytes: 1e8 }),
    );
    expect(library.code).toBe('unsupported_media_type');
    const html = await refusal(
      validateUpload({ data: Buffer.from('<html><script>alert(1)</script></html>') }, fonts),
    );
    expect(html.code).toBe('unsupported_media_type');
  });

  it('refuses WOFF2 with a message that says what to convert it to', async () => {
    const error = await refusal(
      validateUpload({ data: await interFile('inter-latin-400-normal.woff2') }, fonts),
    );
    expect(error.code).toBe('unsupported_media_type');
    expect(englishOf(error)).toContain('convert the font to TTF, OTF or WOFF');
  });

  it('refuses a file with a font signature that does not parse, and a font without A and g', async () => {
    for (const data of [
      Buffer.concat([Buffer.from('true'), Buffer.alloc(200, 7)]),
      Buffer.from('OTTO' + 'x'.repeat(300)),
    ]) {
      const error = await refusal(validateUpload({ data }, { ...fonts, filename: 'broken.ttf' }));
      expect(error.code).toBe('unsupported_media_type');
      expect(englishOf(error)).toContain('has no letters A and g');
    }
    // Inter's Cyrillic subset is a valid font without Latin letters.
    const cyrillic = await interFile('inter-cyrillic-400-normal.woff');
    const error = await refusal(validateUpload({ data: cyrillic }, fonts));
    expect(englishOf(error)).toContain('has no letters A and g');
  });

  it('refuses a font over the font cap before parsing it', async () => {
    const big = Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(brandFontMaxBytes)]);
    const error = await refusal(validateUpload({ data: big }, { ...fonts, maxBytes: 100 * 1024 * 1024 }));
    expect(error.code).toBe('payload_too_large');
  });

  it('serves fonts with their font type as downloads, never sniffed', () => {
    const headers = buildMediaHeaders('font/ttf', 'Brand.ttf', 'inline');
    expect(headers['Content-Type']).toBe('font/ttf');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Disposition']).toMatch(/^attachment; filename="Brand.ttf"/);
  });
});
