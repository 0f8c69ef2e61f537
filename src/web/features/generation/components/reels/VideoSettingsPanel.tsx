import { useId } from 'react';
import {
  aspectRatios,
  generatedVideoDurationSeconds,
  normalizeVideoConfig,
  selectVideoFormat,
  videoFormats,
  videoQualities,
  videoQualityIds,
  voices,
  voiceTypes,
  type VideoConfig,
} from '../../../../../shared/domain/video';
import { Slider } from '../../../../ui/Slider';
import { Switch } from '../../../../ui/Switch';
import { ChoiceGroup } from './ChoiceGroup';
import { PlatformVideoOptionsList } from './PlatformVideoOptionsList';
import { VideoFormatPicker } from './VideoFormatPicker';

/** Props of {@link VideoSettingsPanel}. */
export interface VideoSettingsPanelProps {
  value: VideoConfig;
  onChange: (config: VideoConfig) => void;
}

/** Duration slider range, in seconds; covers every format default and the longest platform clip (300 s). */
const durationRange = { min: 5, max: 300, step: 5 } as const;

const voiceChoices = voiceTypes.map((id) => ({ value: id, label: voices[id].name }));
const qualityChoices = videoQualityIds.map((id) => ({
  value: id,
  label: videoQualities[id].name,
  detail: videoQualities[id].resolution,
}));
const aspectRatioChoices = aspectRatios.map((ratio) => ({ value: ratio, label: ratio }));

/**
 * Settings of AI videos (spec 1 §2 "Video widgets"): format by category (choosing one takes its default
 * duration), duration, speech (off and locked for formats without speech), voice, quality, aspect ratio (also
 * from the platform video options) and music. Every change goes out normalised.
 */
export function VideoSettingsPanel({ value, onChange }: VideoSettingsPanelProps) {
  const titleId = useId();
  const config = normalizeVideoConfig(value);
  const format = videoFormats[config.format];
  const update = (patch: Partial<VideoConfig>) => onChange(normalizeVideoConfig({ ...config, ...patch }));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          Video settings
        </h3>
        <p className="text-sm text-muted-foreground">How the AI video made for each post looks and sounds.</p>
      </div>

      <VideoFormatPicker
        value={config.format}
        onChange={(formatId) => onChange(selectVideoFormat(config, formatId))}
      />

      <div className="flex flex-col gap-2">
        <Slider
          aria-label="Duration"
          min={durationRange.min}
          max={durationRange.max}
          step={durationRange.step}
          value={Math.min(Math.max(config.duration, durationRange.min), durationRange.max)}
          onValueChange={(duration) => update({ duration })}
          formatValue={(seconds) => `${seconds} s`}
        />
        <p className="text-sm text-muted-foreground">
          AI videos are {generatedVideoDurationSeconds} seconds long. {format.name} suggests{' '}
          {format.defaultDuration} s.
        </p>
      </div>

      <div className="flex flex-col gap-4">
        <Switch
          label="Speech"
          description={
            format.supportsSpeech ? 'Add a voice-over to the video.' : `${format.name} videos have no speech.`
          }
          checked={config.withSpeech}
          disabled={!format.supportsSpeech}
          onCheckedChange={(withSpeech) => update({ withSpeech })}
        />
        <ChoiceGroup
          legend="Voice"
          choices={voiceChoices}
          value={config.voiceType}
          disabled={!config.withSpeech}
          onChange={(voiceType) => update({ voiceType })}
          hint={
            config.withSpeech ? voices[config.voiceType].description : 'Turn speech on to choose a voice.'
          }
        />
      </div>

      <ChoiceGroup
        legend="Quality"
        choices={qualityChoices}
        value={config.quality}
        onChange={(quality) => update({ quality })}
      />

      <ChoiceGroup
        legend="Aspect ratio"
        choices={aspectRatioChoices}
        value={config.aspectRatio}
        onChange={(aspectRatio) => update({ aspectRatio })}
      />

      <PlatformVideoOptionsList
        aspectRatio={config.aspectRatio}
        onAspectRatioChange={(aspectRatio) => update({ aspectRatio })}
      />

      <Switch
        label="Music"
        description="Add background music."
        checked={config.music}
        onCheckedChange={(music) => update({ music })}
      />
    </section>
  );
}
