import { runMediaTool } from '../../integrations/media-tools/media-process';

/** Options of {@link renderPdfThumbnail}. */
export interface PdfThumbnailOptions {
  /** Poppler's pdftoppm executable; default 'pdftoppm' on PATH. */
  pdftoppmPath?: string;
  /** Kill pdftoppm after this long; default 20 s. */
  timeoutMs?: number;
}

/** Longest side of the rendered page, px: a card preview, not a print. */
export const PDF_THUMBNAIL_SIDE = 640;
/** Largest image accepted from pdftoppm (a 640 px JPEG is far smaller). */
const MAX_RENDER_BYTES = 8 * 1024 * 1024;
/** Memory pdftoppm may allocate: one page at 640 px plus fonts and the parser's state, with room to spare. */
const RENDER_MEMORY_BYTES = 512 * 1024 * 1024;

/**
 * A JPEG of the first page of the (already validated) PDF at `pdfPath`, at most
 * {@link PDF_THUMBNAIL_SIDE} px on its longer side, for the library's cards and viewer. Poppler's `pdftoppm`
 * renders it through the media tool runner (no shell, a time limit, a memory limit, an output cap); the
 * path is absolute so a name can never be read as an option. Its output is decoded and re-encoded by sharp
 * before it is kept. Throws when pdftoppm is missing, fails, runs too long, or prints no image: the caller
 * then shows the plain document icon.
 */
export async function renderPdfThumbnail(
  pdfPath: string,
  options: PdfThumbnailOptions = {},
): Promise<Buffer> {
  const args = [
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-scale-to',
    String(PDF_THUMBNAIL_SIDE),
    '-png',
    '-q',
    // pdftoppm has no `--`; an absolute path never starts with '-'.
    pdfPath.startsWith('/') ? pdfPath : `./${pdfPath}`,
  ];
  const rendered = await runMediaTool(options.pdftoppmPath ?? 'pdftoppm', args, {
    timeoutMs: options.timeoutMs ?? 20_000,
    maxOutputBytes: MAX_RENDER_BYTES,
    maxMemoryBytes: RENDER_MEMORY_BYTES,
  });
  if (rendered.length === 0) throw new Error('pdftoppm rendered no page');
  // Loaded on first use: the server starts without sharp (scripts/build-server.mjs checks that).
  const { default: sharp } = await import('sharp');
  return sharp(rendered, { limitInputPixels: PDF_THUMBNAIL_SIDE * PDF_THUMBNAIL_SIDE * 4 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
