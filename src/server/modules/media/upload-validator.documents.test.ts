import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMaxBytes, textDocumentMaxBytes } from '../../../shared/domain/limits';
import { AppError } from '../../http/app-error';
import { buildDocx, buildOle2, buildPdf, buildZip } from './document.fixtures';
import { isPlainText } from './document-check';
import { buildMediaHeaders } from './media-serving';
import { renderPdfThumbnail } from './pdf-thumbnail';
import { validateUpload, type UploadValidationOptions } from './upload-validator';

const library: UploadValidationOptions = {
  allow: ['image', 'video', 'audio', 'document'],
  maxBytes: 100 * 1024 * 1024,
};

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
  workDir = await mkdtemp(path.join(os.tmpdir(), 'upload-validator-documents-'));
  library.workDir = workDir;
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('validateUpload: documents', () => {
  it('takes a PDF, a DOCX, a DOC and UTF-8 text by their content, stored byte for byte', async () => {
    const cases = [
      { data: buildPdf('Hello'), contentType: 'application/pdf', extension: 'pdf' },
      {
        data: buildDocx('Hello'),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      },
      { data: buildOle2(), contentType: 'application/msword', extension: 'doc' },
      {
        data: Buffer.from('\uFEFFGrüße, 東京\r\n\ttabbed line\n'),
        contentType: 'text/plain',
        extension: 'txt',
      },
    ];
    for (const { data, contentType, extension } of cases) {
      const validated = await validateUpload({ data }, { ...library, filename: 'whatever.bin' });
      expect({
        kind: validated.kind,
        contentType: validated.contentType,
        extension: validated.extension,
      }).toEqual({
        kind: 'document',
        contentType,
        extension,
      });
      expect(validated.data?.equals(data)).toBe(true);
      expect(validated.size).toBe(data.length);
    }
  });

  it('reads a document streamed to disk from that file, and leaves it in place', async () => {
    const file = path.join(workDir, 'upload.pdf');
    await writeFile(file, buildPdf('On disk'));
    const validated = await validateUpload({ path: file }, library);
    expect(validated.filePath).toBe(file);
    expect(validated.data).toBeUndefined();
    await validated.discard();
  });

  it('refuses disguised and broken documents as unsupported types', async () => {
    const disguised = [
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), // HTML named .pdf
      Buffer.from('  \n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<?xml version="1.0"?><a/>'),
      Buffer.from('plain text with a NUL \u0000 byte'),
      Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x21]), // not UTF-8
      Buffer.from('bell \u0007 inside'),
      Buffer.from('MZ\x90\x00 this is not an image'), // a C1 control, as UTF-8
      Buffer.from('MZ\u0090 C1 control only'),
      Buffer.from('   \n\t '), // nothing but white space
      Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'), // cut off: no %%EOF
      buildOle2('Workbook'), // an Excel file
      buildZip({ 'hello.txt': 'a zip, not a Word document' }),
      buildZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }), // an XLSX
      buildDocx('macro', { 'word/vbaProject.bin': 'macros' }), // a DOCM
      Buffer.from('PK\u0003\u0004 not really a zip at all'),
    ];
    for (const data of disguised) {
      const error = await refusal(validateUpload({ data }, { ...library, filename: 'report.pdf' }));
      expect(error.code).toBe('unsupported_media_type');
      expect(String(error.message)).toMatch(/report\.pdf/);
    }
  });

  it('takes documents only where the purpose allows them', async () => {
    const error = await refusal(
      validateUpload({ data: buildPdf('x') }, { allow: ['image', 'video'], maxBytes: 1e8 }),
    );
    expect(error.code).toBe('unsupported_media_type');
    const text = await refusal(
      validateUpload({ data: Buffer.from('just text') }, { allow: ['image', 'video'], maxBytes: 1e8 }),
    );
    expect(text.code).toBe('unsupported_media_type');
  });

  it('applies the document and text size caps under the upload limit', async () => {
    const bigText = path.join(workDir, 'big.txt');
    await writeFile(bigText, Buffer.alloc(textDocumentMaxBytes + 1, 'a'));
    const tooLong = await refusal(validateUpload({ path: bigText }, { ...library, filename: 'big.txt' }));
    expect(tooLong.code).toBe('payload_too_large');
    expect(String(tooLong.message)).toBe('"big.txt" is too large. Please select a file smaller than 5MB.');

    const bigPdf = path.join(workDir, 'big.pdf');
    await writeFile(bigPdf, Buffer.concat([buildPdf('big'), Buffer.alloc(documentMaxBytes, 0x20)]));
    const tooBig = await refusal(validateUpload({ path: bigPdf }, library));
    expect(tooBig.code).toBe('payload_too_large');

    // A large binary file that is no document is refused for its type, not its size.
    const bigBinary = path.join(workDir, 'big.bin');
    await writeFile(bigBinary, Buffer.alloc(textDocumentMaxBytes + 1, 0));
    expect((await refusal(validateUpload({ path: bigBinary }, library))).code).toBe('unsupported_media_type');
  });

  it('tells text from binary in a head cut inside a UTF-8 sequence', () => {
    const text = Buffer.from('Grüße');
    expect(isPlainText(text.subarray(0, 3), true)).toBe(true);
    expect(isPlainText(text.subarray(0, 3), false)).toBe(false);
  });
});

describe('serving documents', () => {
  it('serves a PDF inline for our own frame only, in a sandbox, never sniffed', () => {
    const headers = buildMediaHeaders('application/pdf', 'report.pdf', 'inline');
    expect(headers['Content-Type']).toBe('application/pdf');
    expect(headers['Content-Disposition']).toMatch(/^inline; filename="report\.pdf"/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; frame-ancestors 'self'; sandbox",
    );
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('serves Word and text files as attachments with their own types', () => {
    const text = buildMediaHeaders('text/plain', 'notes.txt', 'inline');
    expect(text['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(text['Content-Disposition']).toMatch(/^attachment; filename="notes\.txt"/);
    expect(text['Content-Security-Policy']).toMatch(/sandbox$/);
    expect(text['X-Frame-Options']).toBeUndefined();
    const docx = buildMediaHeaders(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'letter.docx',
      'inline',
    );
    expect(docx['Content-Disposition']).toMatch(/^attachment; filename="letter\.docx"/);
    expect(buildMediaHeaders('application/msword', 'old.doc', 'inline')['Content-Disposition']).toMatch(
      /^attachment; filename="old\.doc"/,
    );
  });
});

describe('renderPdfThumbnail', () => {
  it('draws the first page as a JPEG of at most 640 px', async () => {
    const file = path.join(workDir, 'thumb.pdf');
    await writeFile(file, buildPdf('Quarterly report'));
    const jpeg = await renderPdfThumbnail(file);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(640);
    expect(metadata.height).toBeLessThan(640);
    // The page is white with dark text: not a blank image.
    const { channels } = await sharp(jpeg).stats();
    expect(channels[0]?.min).toBeLessThan(100);
    expect(channels[0]?.max).toBeGreaterThan(200);
  });

  it('fails (for the icon) on a PDF poppler cannot draw and when pdftoppm is missing', async () => {
    const broken = path.join(workDir, 'broken.pdf');
    await writeFile(broken, '%PDF-1.4\nnothing here\n%%EOF\n');
    await expect(renderPdfThumbnail(broken)).rejects.toThrow();
    const file = path.join(workDir, 'fine.pdf');
    await writeFile(file, buildPdf('x'));
    await expect(renderPdfThumbnail(file, { pdftoppmPath: '/nonexistent/pdftoppm' })).rejects.toMatchObject({
      reason: 'not-started',
    });
  });
});
