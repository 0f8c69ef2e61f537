import { useId, useState } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { creativity, creativityLabel } from '../../../../../shared/domain/limits';
import type { VariationId } from '../../../../../shared/domain/platforms';
import type { VideoConfig } from '../../../../../shared/domain/video';
import { Slider, Switch, cn } from '../../../../ui';
import { VideoSettingsPanel } from '../reels/VideoSettingsPanel';
import { VariationsPicker } from './VariationsPicker';

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
        <span className="flex-1">Advanced Settings</span>
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
            label="AI Images"
            description="Create an image for each post"
            checked={value.aiImages}
            disabled={disabled}
            onCheckedChange={(checked) =>
              onChange(checked ? { aiImages: true, aiVideos: false } : { aiImages: false })
            }
          />
          <Switch
            label="AI Videos"
            description="Create a 5-second video for each post (turns AI Images off)"
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
            <p className="text-sm text-muted-foreground">Video settings are shown under your source.</p>
          ))}
        <div className="flex flex-col gap-2">
          <Slider
            aria-label="Creativity Level"
            min={creativity.min}
            max={creativity.max}
            value={value.creativity}
            disabled={disabled}
            onValueChange={(next) => onChange({ creativity: next })}
            formatValue={(current) => `${current} · ${creativityLabel(current)}`}
          />
          <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
            {(['Conservative', 'Balanced', 'Creative'] as const).map((label) => (
              <span
                key={label}
                className={cn(creativityLabel(value.creativity) === label && 'font-semibold text-foreground')}
              >
                {label}
              </span>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
