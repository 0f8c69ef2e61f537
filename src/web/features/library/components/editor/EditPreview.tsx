import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../../shared/contracts/library';
import { buildCssFilter, placeOverlay } from '../../../../../shared/domain/asset-edit';
import { outputSize, sourceSize, type AdvancedEdits, type PixelBox } from './edit-state';

/** Arrow keys that move the crop box, as x and y steps. */
const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** A percentage of `part` in `whole`, for CSS. */
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

interface EditPreviewProps {
  asset: LibraryAsset;
  edits: AdvancedEdits;
  /** True: the result as it will be saved (cropped); false: the whole picture with the movable crop box. */
  showResult: boolean;
  /** The crop box moved (source pixels; the caller keeps it inside the picture). */
  onMoveCrop: (box: PixelBox) => void;
}

/**
 * The live preview of the Advanced tab: the colours through the CSS filters whose matrices the server applies,
 * the text in DejaVu Sans at its output size, the overlay image where the server lays it (the same placement
 * maths, from the image's own size once loaded), and the crop box, moved by pointer (drag) or keyboard
 * (arrows, Shift for larger steps).
 */
export function EditPreview({ asset, edits, showResult, onMoveCrop }: EditPreviewProps) {
  const { t } = useTranslation('library');
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; box: PixelBox } | null>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const [overlaySize, setOverlaySize] = useState<{ url: string; width: number; height: number } | null>(null);
  const hintId = useId();
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setFrameWidth(frame.clientWidth);
    const observer = new ResizeObserver(([entry]) => setFrameWidth(entry?.contentRect.width ?? 0));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const source = sourceSize(asset);
  const output = outputSize(edits, asset);
  const crop = edits.crop ?? { x: 0, y: 0, width: source.width, height: source.height };
  const frame = showResult ? output : source;
  const pixelsToFrame = frameWidth / (source.width || 1);
  // The output area's displayed width: the frame in the result view, the crop box in the edit view.
  const areaWidth = showResult ? frameWidth : crop.width * pixelsToFrame;
  const filter = buildCssFilter(edits.adjust);
  const mediaStyle = showResult
    ? {
        position: 'absolute' as const,
        width: percent(source.width, crop.width),
        height: percent(source.height, crop.height),
        left: `-${percent(crop.x, crop.width)}`,
        top: `-${percent(crop.y, crop.height)}`,
        maxWidth: 'none',
        filter,
      }
    : { width: '100%', height: '100%', filter };
  const media =
    asset.type === 'video' ? (
      <video
        src={asset.url}
        poster={asset.thumbnailUrl ?? undefined}
        muted
        preload="metadata"
        aria-label={asset.title}
        style={mediaStyle}
        className="object-fill"
      />
    ) : (
      <img src={asset.url} alt={asset.description || asset.title} draggable={false} style={mediaStyle} />
    );
  const text = edits.text?.text.trim() ? edits.text : null;
  const textLayer = text && (
    <span
      data-testid="edit-text-preview"
      className="pointer-events-none absolute whitespace-pre-wrap text-center leading-none"
      style={{
        left: `${text.x * 100}%`,
        top: `${text.y * 100}%`,
        transform: 'translate(-50%, -50%)',
        // The server wraps the text at the output's width: so does the preview.
        width: 'max-content',
        maxWidth: '100%',
        color: text.color,
        fontFamily: "'DejaVu Sans', 'Verdana', sans-serif",
        fontSize: `${(text.size * areaWidth) / (output.width || 1)}px`,
      }}
    >
      {text.text}
    </span>
  );

  const overlay = edits.overlay;
  const overlayPlace =
    overlay && overlaySize?.url === overlay.url ? placeOverlay(output, overlaySize, overlay) : null;
  const overlayLayer = overlay && (
    <img
      key={overlay.url}
      src={overlay.url}
      alt=""
      data-testid="edit-overlay-preview"
      draggable={false}
      onLoad={(event) =>
        setOverlaySize({
          url: overlay.url,
          width: event.currentTarget.naturalWidth,
          height: event.currentTarget.naturalHeight,
        })
      }
      className="pointer-events-none absolute"
      style={
        overlayPlace
          ? {
              left: percent(overlayPlace.left, output.width),
              top: percent(overlayPlace.top, output.height),
              width: percent(overlayPlace.width, output.width),
              height: percent(overlayPlace.height, output.height),
              maxWidth: 'none',
              opacity: overlay.opacity,
            }
          : { visibility: 'hidden', width: 1, height: 1 }
      }
    />
  );
  const layers = (
    <>
      {textLayer}
      {overlayLayer}
    </>
  );

  const moveBy = (dx: number, dy: number, from: PixelBox) =>
    onMoveCrop({ ...from, x: from.x + dx, y: from.y + dy });
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!edits.crop) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, box: edits.crop };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !pixelsToFrame) return;
    moveBy((event.clientX - start.x) / pixelsToFrame, (event.clientY - start.y) / pixelsToFrame, start.box);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (!step || !edits.crop) return;
    event.preventDefault();
    const scale = event.shiftKey ? 0.1 : 0.01;
    moveBy(
      step[0] * Math.max(1, Math.round(source.width * scale)),
      step[1] * Math.max(1, Math.round(source.height * scale)),
      edits.crop,
    );
  };

  return (
    <div className="flex justify-center rounded bg-muted p-2 [--edit-preview-height:30dvh] lg:[--edit-preview-height:55dvh]">
      <div
        ref={frameRef}
        data-testid="edit-preview"
        className="relative overflow-hidden"
        style={{
          aspectRatio: `${frame.width || 1} / ${frame.height || 1}`,
          width: `min(100%, calc(var(--edit-preview-height) * ${(frame.width || 1) / (frame.height || 1)}))`,
        }}
      >
        {media}
        {showResult || !edits.crop ? (
          layers
        ) : (
          <div
            role="group"
            tabIndex={0}
            aria-label={t('editor.cropBox')}
            aria-describedby={hintId}
            className="absolute cursor-move touch-none border-2 border-white outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
            style={{
              left: percent(edits.crop.x, source.width),
              top: percent(edits.crop.y, source.height),
              width: percent(edits.crop.width, source.width),
              height: percent(edits.crop.height, source.height),
              boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.55)',
            }}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={handleKeyDown}
          >
            {layers}
          </div>
        )}
      </div>
      {edits.crop && !showResult && (
        <p id={hintId} className="sr-only" aria-live="polite">
          {t('editor.cropBoxHint', { ...edits.crop })}
        </p>
      )}
    </div>
  );
}
