import { useTranslation } from 'react-i18next';
import { overlayOpacityRange, overlayScaleRange } from '../../../../../shared/domain/asset-edit';
import { Select, Slider, type SelectItem } from '../../../../ui';
import { useBrandPackOverlays } from '../../hooks/useBrandPackFiles';
import { useBrandPacks } from '../../hooks/useBrandPacks';
import { useLibraryList } from '../../hooks/useLibrary';
import { overlayStart, type EditorOverlay } from './edit-state';

/** The Select's value for 'no overlay' (Radix Select has no empty value). */
const noOverlay = 'none';
const asPercent = (value: number) => `${value}%`;

interface OverlaySectionProps {
  overlay: EditorOverlay | null;
  onChange: (overlay: EditorOverlay | null) => void;
}

/**
 * The Advanced tab's overlay: an image laid over the picture — a brand pack's logo (listed first, the active
 * pack's on top), a pack's overlay (next), or an image of the library — with its size, position and opacity.
 */
export function OverlaySection({ overlay, onChange }: OverlaySectionProps) {
  const { t } = useTranslation('library');
  const packs = useBrandPacks();
  const packOverlays = useBrandPackOverlays();
  const images = useLibraryList({ filter: 'image', sort: 'newest', search: '', page: 1 });
  const choices = new Map<string, { url: string; title: string; label: string }>();
  for (const pack of packs.data?.brandPacks ?? []) {
    if (pack.logo && !choices.has(pack.logo.assetId)) {
      choices.set(pack.logo.assetId, {
        url: pack.logo.url,
        title: pack.logo.title,
        label: t('editor.overlayPackLogo', { name: pack.name }),
      });
    }
  }
  for (const packOverlay of packOverlays.data?.overlays ?? []) {
    if (!choices.has(packOverlay.assetId)) {
      choices.set(packOverlay.assetId, {
        url: packOverlay.url,
        title: packOverlay.title,
        label: t('editor.overlayPackOverlay', { name: packOverlay.packName, title: packOverlay.title }),
      });
    }
  }
  for (const image of images.data?.assets ?? []) {
    if (!choices.has(image.id))
      choices.set(image.id, { url: image.url, title: image.title, label: image.title });
  }
  if (overlay && !choices.has(overlay.assetId)) {
    choices.set(overlay.assetId, { url: overlay.url, title: overlay.title, label: overlay.title });
  }
  const items: SelectItem[] = [
    { value: noOverlay, label: t('editor.overlayNone') },
    ...[...choices].map(([value, choice]) => ({ value, label: choice.label })),
  ];
  const choose = (assetId: string) => {
    const choice = choices.get(assetId);
    if (!choice) return onChange(null);
    onChange({ ...overlayStart, ...overlay, assetId, url: choice.url, title: choice.title });
  };
  const change = (changes: Partial<EditorOverlay>) => overlay && onChange({ ...overlay, ...changes });

  return (
    <section className="space-y-3" aria-labelledby="editor-overlay-heading">
      <h3 id="editor-overlay-heading" className="font-semibold">
        {t('editor.overlay')}
      </h3>
      <Select
        label={t('editor.overlayImage')}
        value={overlay?.assetId ?? noOverlay}
        onValueChange={choose}
        items={items}
      />
      {choices.size === 0 && !images.isPending && (
        <p className="text-xs text-muted-foreground">{t('editor.overlayNoImages')}</p>
      )}
      {overlay && (
        <>
          <Slider
            aria-label={t('editor.overlaySize')}
            min={Math.round(overlayScaleRange.min * 100)}
            max={Math.round(overlayScaleRange.max * 100)}
            value={Math.round(overlay.scale * 100)}
            formatValue={asPercent}
            onValueChange={(value) => change({ scale: value / 100 })}
          />
          <Slider
            aria-label={t('editor.overlayX')}
            min={0}
            max={100}
            value={Math.round(overlay.x * 100)}
            formatValue={asPercent}
            onValueChange={(value) => change({ x: value / 100 })}
          />
          <Slider
            aria-label={t('editor.overlayY')}
            min={0}
            max={100}
            value={Math.round(overlay.y * 100)}
            formatValue={asPercent}
            onValueChange={(value) => change({ y: value / 100 })}
          />
          <Slider
            aria-label={t('editor.overlayOpacity')}
            min={Math.round(overlayOpacityRange.min * 100)}
            max={Math.round(overlayOpacityRange.max * 100)}
            value={Math.round(overlay.opacity * 100)}
            formatValue={asPercent}
            onValueChange={(value) => change({ opacity: value / 100 })}
          />
        </>
      )}
    </section>
  );
}
