/**
 * Shared drawing plumbing of the offline media providers: Inter fonts loaded once, satori layout to SVG,
 * resvg rasterising to PNG, and the text clean-up that keeps glyphs we cannot draw out of the picture.
 * satori and resvg load on the first card, not at start-up.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CSSProperties, ReactElement } from 'react';
import type { Font, SatoriNode } from 'satori';

/** A satori element in object syntax (no JSX): a box with a style and children. */
export type CardElement = ReactElement<{ style?: CSSProperties; children?: CardChild | CardChild[] }, string>;

/** What a box may contain: nested boxes or plain text. */
export type CardChild = CardElement | string;

/** Inter subsets drawn by the cards: everything @fontsource/inter ships (Latin, Greek, Cyrillic, Vietnamese). */
const interSubsets = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
const interWeights = [400, 700] as const;

/** An SVG the size of nothing: what a glyph no loaded font has is drawn as, instead of a "NO GLYPH" box. */
const invisibleGlyph = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"></svg>',
).toString('base64')}`;

const fontCache = new Map<string, Promise<Font[]>>();

/** Builds a satori element: `box({ display: 'flex' }, [child, 'text'])`. */
export function box(style: CSSProperties, children?: CardChild | CardChild[]): CardElement {
  return { type: 'div', key: null, props: children === undefined ? { style } : { style, children } };
}

/** The folder holding @fontsource/inter's woff files in this installation. */
export function findDefaultFontsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
}

/**
 * Loads Inter 400 and 700 (all subsets; Latin is family 'Inter', the others back it up) from `fontsDir` (default: @fontsource/inter's files) once per folder;
 * later calls share the same promise. A failed load is not cached, so a later call retries.
 */
export function loadInterFonts(fontsDir: string = findDefaultFontsDir()): Promise<Font[]> {
  const cached = fontCache.get(fontsDir);
  if (cached) return cached;
  const loading = Promise.all(
    interSubsets.flatMap((subset) =>
      interWeights.map(async (weight): Promise<Font> => {
        const data = await readFile(path.join(fontsDir, `inter-${subset}-${weight}-normal.woff`));
        // One family name per subset: satori falls back across families, not across files of one family.
        return { name: subset === 'latin' ? 'Inter' : `Inter ${subset}`, data, weight, style: 'normal' };
      }),
    ),
  );
  fontCache.set(fontsDir, loading);
  loading.catch(() => fontCache.delete(fontsDir));
  return loading;
}

/** Invisible emoji parts left behind when the emoji itself is removed: joiners, variation selectors, keycap, tags. */
const emojiPartsPattern = /\u200D|\uFE0E|\uFE0F|\u20E3|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]/gu;
/** Letters of a script Inter does not cover (CJK, Arabic, ...): anything not Latin, Greek, Cyrillic or common. */
const uncoveredPattern =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/gu;

/**
 * Characters of `text` that no font in `fonts` has a glyph for, as satori reports them while laying the text
 * out (a quick layout of the text alone, nothing rasterised).
 */
async function findMissingCharacters(text: string, fonts: Font[]): Promise<Set<string>> {
  const missing = new Set<string>();
  const { default: satori } = await import('satori');
  await satori(box({ display: 'flex', fontFamily: 'Inter', fontSize: 16 }, text), {
    width: 64,
    height: 64,
    fonts,
    loadAdditionalAsset: (_languageCode, segment) => {
      for (const character of segment) missing.add(character);
      return Promise.resolve(invisibleGlyph);
    },
  });
  return missing;
}

/**
 * Keeps only what the card fonts can draw: letters of scripts Inter lacks (CJK, Arabic, ...), emoji and any
 * other symbol missing from `fonts` are removed (©, ™ and the like stay), and the whitespace they leave collapsed. May return '' (e.g. an
 * all-CJK headline); callers decide what to draw then.
 */
export async function keepDrawableText(text: string, fonts: Font[]): Promise<string> {
  const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();
  // Without joiners and presentation selectors, '1️⃣' is a plain '1' and '👩🏽‍💻' two lone emoji satori reports.
  const covered = collapse(text.replace(emojiPartsPattern, '').replace(uncoveredPattern, ' '));
  if (!covered) return '';
  const missing = await findMissingCharacters(covered, fonts);
  if (missing.size === 0) return covered;
  return collapse([...covered].map((character) => (missing.has(character) ? ' ' : character)).join(''));
}

/** Options of {@link renderElementToPng}. */
export interface RenderOptions {
  width: number;
  height: number;
  fonts: Font[];
  /** Called with every laid-out node (position and size in px); used by tests to check the layout. */
  onNodeDetected?: (node: SatoriNode) => void;
}

/**
 * Lays out `element` with satori and rasterises it with resvg to a PNG of exactly `width` x `height`.
 * A glyph no font has (a symbol that slipped through {@link keepDrawableText}) is drawn as nothing, never
 * as an error. Deterministic: the same element and fonts give the same bytes.
 */
export async function renderElementToPng(element: CardElement, options: RenderOptions): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(element, {
    width: options.width,
    height: options.height,
    fonts: options.fonts,
    loadAdditionalAsset: (_languageCode, _segment) => Promise.resolve(invisibleGlyph),
    ...(options.onNodeDetected ? { onNodeDetected: options.onNodeDetected } : {}),
  });
  const rendered = new Resvg(svg, {
    fitTo: { mode: 'width', value: options.width },
    font: { loadSystemFonts: false },
  }).render();
  return rendered.asPng();
}
