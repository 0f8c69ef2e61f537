/**
 * Brand packs (spec 2 §3 Brand pack): the five palette slots, the target platforms a pack names, and the
 * limits of its fields. Only one pack of a workspace is active at a time; the active one shapes generation
 * (offline cards in its colours with its logo, the writer told its guidelines). Both sides import these.
 */
import { platformIds } from './platforms';

/** The palette slots of a brand pack, in the order the spec lists them. */
export const brandColorSlots = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
/** A palette slot. */
export type BrandColorSlot = (typeof brandColorSlots)[number];
/** A pack's palette: one '#rrggbb' colour per slot. */
export type BrandColors = Record<BrandColorSlot, string>;

/** The colours a new pack starts with (Postforge's own palette, the one generation uses without a pack). */
export const defaultBrandColors: BrandColors = {
  primary: '#7C3AED',
  secondary: '#4338CA',
  accent: '#F472B6',
  background: '#1E1B4B',
  text: '#FFFFFF',
};

/** A colour as the form and the API take it: '#' and six hexadecimal digits. */
export const brandColorPattern = /^#[0-9a-fA-F]{6}$/;

/** The platforms a pack can target. */
export const brandPlatforms = platformIds;

/** Longest name, description, guidelines and font family name of a pack. */
export const brandNameMaxLength = 100;
export const brandDescriptionMaxLength = 1000;
export const brandGuidelinesMaxLength = 2000;
export const brandFontMaxLength = 60;
/** Most packs one workspace keeps. */
export const brandPacksPerWorkspace = 100;

/** Target platforms a pack card shows before '+n' (spec 2 §2). */
export const brandCardPlatforms = 3;

/** The kinds of file a pack keeps besides its logo: its two fonts, background images and overlay images. */
export const brandFileKinds = ['font', 'background', 'overlay'] as const;
/** A kind of pack file. */
export type BrandFileKind = (typeof brandFileKinds)[number];
/** The two font slots of a pack: headlines use the primary font, body text the secondary. */
export const brandFontRoles = ['primary', 'secondary'] as const;
/** A font slot. */
export type BrandFontRole = (typeof brandFontRoles)[number];
/** Largest font file a pack takes, bytes (5 MB; a full Latin/Cyrillic/Greek family is well below). */
export const brandFontMaxBytes = 5 * 1024 * 1024;
/** Most backgrounds, and most overlays, one pack keeps. */
export const brandImagesPerKind = 50;
/** The font files a pack takes, as the file picker's `accept`: TTF, OTF and WOFF (WOFF2 is refused). */
export const brandFontAccept = '.ttf,.otf,.woff,font/ttf,font/otf,font/woff';
