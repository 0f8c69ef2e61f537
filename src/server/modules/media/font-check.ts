/**
 * Step 7 of the upload validator: a font file (TTF, OTF, WOFF; only where `allow` has 'font'). The signature
 * only says what a file claims to be: the font is then really parsed and laid out by satori (the renderer of
 * the offline cards, so what passes here is what cards can draw), and refused when it cannot draw 'Ag'.
 * WOFF2 is refused by name: satori cannot read it.
 */
import type { SignatureFormat } from './media-signature';

/** The type and extension a font is stored and served with, by its signature. */
const fontTypes: Partial<Record<SignatureFormat, { contentType: string; extension: string }>> = {
  ttf: { contentType: 'font/ttf', extension: 'ttf' },
  otf: { contentType: 'font/otf', extension: 'otf' },
  woff: { contentType: 'font/woff', extension: 'woff' },
};

/** The text a font must lay out to be accepted: a capital and a lower-case letter with a descender. */
export const fontSampleText = 'Ag';

/** An SVG of nothing, returned for glyphs the font lacks (their absence is what is being measured). */
const emptyGlyph = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>',
).toString('base64')}`;

/** Why a font was refused: a WOFF2 file, or one that cannot be parsed or lacks the sample letters. */
export type FontProblem = 'woff2' | 'unreadable';

/**
 * Checks a font of signature `format` whole: its type and extension when satori parses it and it has
 * glyphs for {@link fontSampleText}, else the problem.
 */
export async function checkFont(
  bytes: Buffer,
  format: SignatureFormat,
): Promise<{ contentType: string; extension: string } | { problem: FontProblem }> {
  if (format === 'woff2') return { problem: 'woff2' };
  const type = fontTypes[format];
  if (!type) return { problem: 'unreadable' };
  const { default: satori } = await import('satori');
  let isMissingGlyphs = false;
  try {
    await satori(
      {
        type: 'div',
        key: null,
        props: { style: { display: 'flex', fontFamily: 'Checked', fontSize: 32 }, children: fontSampleText },
      },
      {
        width: 128,
        height: 64,
        fonts: [{ name: 'Checked', data: bytes, weight: 400, style: 'normal' }],
        loadAdditionalAsset: () => {
          isMissingGlyphs = true;
          return Promise.resolve(emptyGlyph);
        },
      },
    );
  } catch {
    return { problem: 'unreadable' };
  }
  return isMissingGlyphs ? { problem: 'unreadable' } : type;
}
