import type { LibraryAsset } from '../../../../../shared/contracts/library';
import type { EditOperation } from '../../../../../shared/contracts/library-edit';
import {
  aspectPresets,
  fitAspectBox,
  isNeutralAdjust,
  neutralAdjust,
  type AspectPresetId,
  type ColourAdjust,
  type OverlayLayer,
  type TextLayer,
} from '../../../../../shared/domain/asset-edit';

/** A box in the source's pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the Advanced tab holds before Save Changes applies it. */
export interface AdvancedEdits {
  /** The aspect preset of the crop box; 'free' is no crop. */
  aspect: AspectPresetId;
  /** Size of the crop box, percent of the largest box of its aspect (20-100). */
  cropScale: number;
  /** The crop box; null when not cropping. */
  crop: PixelBox | null;
  /** The output size; null keeps the (cropped) size. */
  resize: { width: number; height: number } | null;
  adjust: ColourAdjust;
  /** The added text; null when there is none. */
  text: TextLayer | null;
  /** The image laid over the picture (with its URL for the preview); null when there is none. */
  overlay: EditorOverlay | null;
}

/** The overlay as the editor holds it: the layer the server gets, and the image's URL and name. */
export interface EditorOverlay extends OverlayLayer {
  url: string;
  title: string;
}

/** Where a newly chosen overlay starts: top right, a fifth of the width, opaque. */
export const overlayStart = { x: 0.85, y: 0.15, scale: 0.2, opacity: 1 } as const;

/** The source's size (0 × 0 when unknown). */
export const sourceSize = (asset: LibraryAsset) => ({ width: asset.width ?? 0, height: asset.height ?? 0 });

/** No edit at all: the saved asset as it is. */
export function createInitialEdits(): AdvancedEdits {
  return {
    aspect: 'free',
    cropScale: 100,
    crop: null,
    resize: null,
    adjust: neutralAdjust,
    text: null,
    overlay: null,
  };
}

/** The crop box of a preset at a scale, centred on `around` (the previous box's centre) and kept inside. */
export function placeCropBox(
  asset: LibraryAsset,
  aspect: AspectPresetId,
  scale: number,
  around?: PixelBox | null,
): PixelBox | null {
  const preset = aspectPresets.find((item) => item.id === aspect);
  const { width, height } = sourceSize(asset);
  if (!preset || !width || !height) return null;
  const largest = fitAspectBox(width, height, preset.width / preset.height);
  const boxWidth = Math.max(1, Math.round((largest.width * scale) / 100));
  const boxHeight = Math.max(1, Math.round((largest.height * scale) / 100));
  const centreX = around ? around.x + around.width / 2 : width / 2;
  const centreY = around ? around.y + around.height / 2 : height / 2;
  return clampBox(
    { x: centreX - boxWidth / 2, y: centreY - boxHeight / 2, width: boxWidth, height: boxHeight },
    asset,
  );
}

/** The box moved inside the picture, whole pixels. */
export function clampBox(box: PixelBox, asset: LibraryAsset): PixelBox {
  const { width, height } = sourceSize(asset);
  return {
    ...box,
    x: Math.round(Math.max(0, Math.min(width - box.width, box.x))),
    y: Math.round(Math.max(0, Math.min(height - box.height, box.y))),
  };
}

/** The size of the result before any upscale: the resize, else the crop, else the source. */
export function outputSize(edits: AdvancedEdits, asset: LibraryAsset): { width: number; height: number } {
  return (
    edits.resize ?? (edits.crop ? { width: edits.crop.width, height: edits.crop.height } : sourceSize(asset))
  );
}

/** The operations Save Changes sends; empty when the Advanced tab changes nothing. */
export function toOperations(edits: AdvancedEdits, asset: LibraryAsset): EditOperation[] {
  const operations: EditOperation[] = [];
  const { width, height } = sourceSize(asset);
  const crop = edits.crop;
  const isFullCrop = crop && crop.x === 0 && crop.y === 0 && crop.width === width && crop.height === height;
  if (crop && !isFullCrop) operations.push({ type: 'crop', ...crop });
  const cropped = crop ? { width: crop.width, height: crop.height } : { width, height };
  if (edits.resize && (edits.resize.width !== cropped.width || edits.resize.height !== cropped.height)) {
    operations.push({ type: 'resize', ...edits.resize });
  }
  if (!isNeutralAdjust(edits.adjust)) operations.push({ type: 'adjust', ...edits.adjust });
  if (edits.text && edits.text.text.trim())
    operations.push({ type: 'text', ...edits.text, text: edits.text.text.trim() });
  if (edits.overlay) {
    const { assetId, x, y, scale, opacity } = edits.overlay;
    operations.push({ type: 'overlay', assetId, x, y, scale, opacity });
  }
  return operations;
}
