import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../../shared/contracts/library';
import {
  adjustRange,
  aspectPresets,
  editTextMaxLength,
  editTextSizeRange,
  hueRange,
  imageEditMaxSide,
  type AspectPresetId,
  type ColourAdjust,
} from '../../../../../shared/domain/asset-edit';
import { Button, Checkbox, Input, Label, Slider } from '../../../../ui';
import { outputSize, placeCropBox, type AdvancedEdits } from './edit-state';
import { OverlaySection } from './OverlaySection';

interface AdvancedTabProps {
  asset: LibraryAsset;
  edits: AdvancedEdits;
  onChange: (edits: AdvancedEdits) => void;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const formatDegrees = (value: number) => `${signed(value)}°`;
const formatPixels = (value: number) => `${value} px`;
/** The sliders in percent change. */
const percentSliders = ['brightness', 'contrast', 'saturation'] as const;

/**
 * The Advanced tab's controls: crop (aspect presets and size; the box moves on the preview) and resize,
 * colour sliders, added text (content, size, colour, position) and an overlay image (a brand pack's logo or an
 * image of the library).
 */
export function AdvancedTab({ asset, edits, onChange }: AdvancedTabProps) {
  const { t } = useTranslation('library');
  const [keepProportions, setKeepProportions] = useState(true);
  const output = outputSize(edits, asset);

  const chooseAspect = (aspect: AspectPresetId) =>
    onChange({
      ...edits,
      aspect,
      crop: aspect === 'free' ? null : placeCropBox(asset, aspect, edits.cropScale, edits.crop),
      resize: null,
    });
  const changeResize = (side: 'width' | 'height', raw: string) => {
    const value = Math.max(1, Math.min(imageEditMaxSide, Math.round(Number(raw) || 1)));
    const base = outputSize({ ...edits, resize: null }, asset);
    const ratio = base.width / (base.height || 1);
    const next =
      side === 'width'
        ? { width: value, height: keepProportions ? Math.max(1, Math.round(value / ratio)) : output.height }
        : { width: keepProportions ? Math.max(1, Math.round(value * ratio)) : output.width, height: value };
    onChange({ ...edits, resize: next });
  };
  const adjust = (key: keyof ColourAdjust, value: number) =>
    onChange({ ...edits, adjust: { ...edits.adjust, [key]: value } });
  const text = edits.text ?? { text: '', size: 48, color: '#ffffff', x: 0.5, y: 0.5 };
  const changeText = (changes: Partial<typeof text>) => onChange({ ...edits, text: { ...text, ...changes } });

  return (
    <div className="space-y-6">
      <section className="space-y-3" aria-labelledby="editor-crop-heading">
        <h3 id="editor-crop-heading" className="font-semibold">
          {t('editor.cropResize')}
        </h3>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('editor.aspect')}>
          {(['free', ...aspectPresets.map((preset) => preset.id)] as AspectPresetId[]).map((aspect) => (
            <Button
              key={aspect}
              size="sm"
              variant={edits.aspect === aspect ? 'primary' : 'outline'}
              aria-pressed={edits.aspect === aspect}
              onClick={() => chooseAspect(aspect)}
            >
              {aspect === 'free' ? t('editor.noCrop') : aspect}
            </Button>
          ))}
        </div>
        {edits.crop && (
          <Slider
            aria-label={t('editor.cropSize')}
            min={20}
            max={100}
            value={edits.cropScale}
            formatValue={(value) => `${value}%`}
            onValueChange={(cropScale) =>
              onChange({
                ...edits,
                cropScale,
                crop: placeCropBox(asset, edits.aspect, cropScale, edits.crop),
                resize: null,
              })
            }
          />
        )}
        {edits.crop && <p className="text-xs text-muted-foreground">{t('editor.cropMoveHint')}</p>}
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <Label htmlFor="editor-width">{t('editor.width')}</Label>
            <Input
              id="editor-width"
              type="number"
              min={1}
              max={imageEditMaxSide}
              value={output.width}
              onChange={(event) => changeResize('width', event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="editor-height">{t('editor.height')}</Label>
            <Input
              id="editor-height"
              type="number"
              min={1}
              max={imageEditMaxSide}
              value={output.height}
              onChange={(event) => changeResize('height', event.target.value)}
            />
          </div>
        </div>
        <Checkbox
          label={t('editor.keepProportions')}
          checked={keepProportions}
          onCheckedChange={(checked) => setKeepProportions(checked === true)}
        />
      </section>

      <section className="space-y-3" aria-labelledby="editor-colour-heading">
        <h3 id="editor-colour-heading" className="font-semibold">
          {t('editor.colour')}
        </h3>
        {percentSliders.map((key) => (
          <Slider
            key={key}
            aria-label={t(`editor.${key}`)}
            min={adjustRange.min}
            max={adjustRange.max}
            value={edits.adjust[key]}
            formatValue={(value) => `${signed(value)}%`}
            onValueChange={(value) => adjust(key, value)}
          />
        ))}
        <Slider
          aria-label={t('editor.hue')}
          min={hueRange.min}
          max={hueRange.max}
          value={edits.adjust.hue}
          formatValue={formatDegrees}
          onValueChange={(value) => adjust('hue', value)}
        />
      </section>

      <section className="space-y-3" aria-labelledby="editor-text-heading">
        <h3 id="editor-text-heading" className="font-semibold">
          {t('editor.addText')}
        </h3>
        <div className="space-y-1">
          <Label htmlFor="editor-text">{t('editor.textContent')}</Label>
          <Input
            id="editor-text"
            value={text.text}
            maxLength={editTextMaxLength}
            placeholder={t('editor.textPlaceholder')}
            onChange={(event) => changeText({ text: event.target.value })}
          />
        </div>
        <div className="grid grid-cols-[1fr_auto] items-end gap-3">
          <Slider
            aria-label={t('editor.textSize')}
            min={editTextSizeRange.min}
            max={Math.min(editTextSizeRange.max, 256)}
            value={text.size}
            formatValue={formatPixels}
            onValueChange={(size) => changeText({ size })}
          />
          <div className="space-y-1">
            <Label htmlFor="editor-text-colour">{t('editor.textColour')}</Label>
            <input
              id="editor-text-colour"
              type="color"
              value={text.color}
              onChange={(event) => changeText({ color: event.target.value })}
              className="block h-9 w-14 cursor-pointer rounded border bg-background"
            />
          </div>
        </div>
        <Slider
          aria-label={t('editor.textX')}
          min={0}
          max={100}
          value={Math.round(text.x * 100)}
          formatValue={(value) => `${value}%`}
          onValueChange={(value) => changeText({ x: value / 100 })}
        />
        <Slider
          aria-label={t('editor.textY')}
          min={0}
          max={100}
          value={Math.round(text.y * 100)}
          formatValue={(value) => `${value}%`}
          onValueChange={(value) => changeText({ y: value / 100 })}
        />
      </section>

      <OverlaySection overlay={edits.overlay} onChange={(overlay) => onChange({ ...edits, overlay })} />
    </div>
  );
}
