import { useId, useState } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { creativity, creativityLabel, type CreativityLabel } from '../../../../../shared/domain/limits';
import type { VariationId } from '../../../../../shared/domain/platforms';
import type { VideoConfig } from '../../../../../shared/domain/video';
import { useLocaleFormat } from '../../../../i18n/format';
import { Slider, Switch, cn } from '../../../../ui';
import { VideoSettingsPanel } from '../reels/VideoSettingsPanel';
import { VariationsPicker } from './VariationsPicker';

/** The slider's three bands, low to high; each one's text is `creativityLevels.{label}` in the catalogue. */
const CREATIVITY_LEVELS: readonly CreativityLabel[] = ['Conservative', 'Balanced', 'Creative'];

/** The settings Advanced Settings edits (a slice of the generator form). */
export interface AdvancedSettingsValue {
  variations: VariationId[];
  aiImages: boolean;
  aiVideos: boolean;
  videoConfig: VideoConfig;
  creativity: number;
}

/**
 * Advanced Settings, collapsible: content variations, the AI Images and AI Videos toggles (exclusive: turning
 * one on turns the other off), the video settings panel while AI Videos is on (here, or placed by the screen),
 * and the Creativity Level slider.
 */
export function AdvancedSettings({
  value,
  onChange,
  disabled,
  isVideoSettingsInline = true,
}: {
  value: AdvancedSettingsValue;
  onChange: (patch: Partial<AdvancedSettingsValue>) => void;
  disabled?: boolean;
  /** False when the screen shows the video settings panel elsewhere (wide layouts, beside a narrow column). */
  isVideoSettingsInline?: boolean;
}) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();

  return (
    <section className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 items-center gap-2 rounded-md text-left text-sm font-semibold hover:text-primary"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <span className="flex-1">{t('advanced.heading')}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div id={panelId} hidden={!isOpen} className="flex flex-col gap-6">
        <VariationsPicker
          value={value.variations}
          onChange={(variations) => onChange({ variations })}
          disabled={disabled}
        />
        <div className="flex flex-col gap-4">
          <Switch
            label={t('advanced.aiImages')}
            description={t('advanced.aiImagesHint')}
            checked={value.aiImages}
            disabled={disabled}
            onCheckedChange={(checked) =>
              onChange(checked ? { aiImages: true, aiVideos: false } : { aiImages: false })
            }
          />
          <Switch
            label={t('advanced.aiVideos')}
            description={t('advanced.aiVideosHint')}
            checked={value.aiVideos}
            disabled={disabled}
            onCheckedChange={(checked) =>
              onChange(checked ? { aiVideos: true, aiImages: false } : { aiVideos: false })
            }
          />
        </div>
        {value.aiVideos &&
          (isVideoSettingsInline ? (
            <VideoSettingsPanel
              value={value.videoConfig}
              onChange={(videoConfig) => onChange({ videoConfig })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('advanced.videoSettingsElsewhere')}</p>
          ))}
        <div className="flex flex-col gap-2">
          <Slider
            aria-label={t('advanced.creativity')}
            min={creativity.min}
            max={creativity.max}
            value={value.creativity}
            disabled={disabled}
            onValueChange={(next) => onChange({ creativity: next })}
            formatValue={(current) =>
              t('advanced.creativityValue', {
                value: format.number(current),
                level: t(`creativityLevels.${creativityLabel(current)}`),
              })
            }
          />
          <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
            {CREATIVITY_LEVELS.map((level) => (
              <span
                key={level}
                className={cn(creativityLabel(value.creativity) === level && 'font-semibold text-foreground')}
              >
                {t(`creativityLevels.${level}`)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
