import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  aspectRatios,
  generatedVideoDurationSeconds,
  normalizeVideoConfig,
  selectVideoFormat,
  videoFormats,
  videoQualities,
  videoQualityIds,
  voiceTypes,
  type VideoConfig,
} from '../../../../../shared/domain/video';
import {
  findVideoModel,
  fitVideoConfigToModel,
  type VideoModelOption,
} from '../../../../../shared/domain/video-models';
import { isOfflineVideoQuality } from '../../../../../shared/domain/video-frames';
import { useLocaleFormat } from '../../../../i18n/format';
import { useGenerationCapabilities } from '../../hooks/useGenerationCapabilities';
import { useVideoModel } from '../../hooks/useVideoModel';
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

/** Duration slider range, in seconds, before the workspace's video model is known. */
const defaultDurationRange = { min: 5, max: 300, step: 5 } as const;

/** The slider's range for a model: one-second steps up to its longest clip. */
function durationRangeOf(model: VideoModelOption | undefined) {
  return model ? { min: 1, max: model.maxDuration, step: 1 } : defaultDurationRange;
}

/** The quality offline clips fall back to when one they cannot make (4K) was chosen. */
const offlineFallbackQuality = 'high' as const;

/**
 * Settings of AI videos (spec 1 §2 "Video widgets"): format by category (choosing one takes its default
 * duration), duration, speech (off and locked for formats without speech), voice, quality, aspect ratio (also
 * from the platform video options) and music. AI clips are always 5 seconds long, so each control's line says
 * what it changes in the clip (narration, music bed, resolution) and that the duration does not lengthen it.
 * Every change goes out normalised, and limited to the workspace's video model (Settings > LLM Integration):
 * the duration up to its longest clip, only the aspect ratios it makes. When clips are made offline, 4K (Ultra)
 * cannot be chosen and the hint says why.
 */
export function VideoSettingsPanel({ value, onChange }: VideoSettingsPanelProps) {
  const { t } = useTranslation('generation');
  const { number } = useLocaleFormat();
  const titleId = useId();
  const videoModel = useVideoModel();
  const model = videoModel.data ? findVideoModel(videoModel.data.modelId) : undefined;
  const isVideoOffline = useGenerationCapabilities().data?.video.isOffline ?? false;
  const fitQuality = (next: VideoConfig): VideoConfig =>
    isVideoOffline && !isOfflineVideoQuality(next.quality)
      ? { ...next, quality: offlineFallbackQuality }
      : next;
  const fit = (next: VideoConfig) => fitQuality(model ? fitVideoConfigToModel(next, model) : next);
  const config = fit(normalizeVideoConfig(value));
  const durationRange = durationRangeOf(model);
  const allowedRatios = model?.aspectRatios ?? aspectRatios;
  const aspectRatioChoices = allowedRatios.map((ratio) => ({ value: ratio, label: ratio }));
  const format = videoFormats[config.format];
  const formatName = t(`videoFormats.${config.format}.name`);
  const voiceChoices = voiceTypes.map((id) => ({ value: id, label: t(`voices.${id}.name`) }));
  const qualityChoices = videoQualityIds.map((id) => ({
    value: id,
    label: t(`videoQualities.${id}`),
    detail: videoQualities[id].resolution,
    disabled: isVideoOffline && !isOfflineVideoQuality(id),
  }));
  const update = (patch: Partial<VideoConfig>) =>
    onChange(fit(normalizeVideoConfig({ ...config, ...patch })));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-base font-semibold">
          {t('videoSettings.heading')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('videoSettings.intro', { seconds: number(generatedVideoDurationSeconds) })}
        </p>
      </div>

      <VideoFormatPicker
        value={config.format}
        onChange={(formatId) => onChange(fit(selectVideoFormat(config, formatId)))}
      />

      <div className="flex flex-col gap-2">
        <Slider
          aria-label={t('videoSettings.duration')}
          min={durationRange.min}
          max={durationRange.max}
          step={durationRange.step}
          value={Math.min(Math.max(config.duration, durationRange.min), durationRange.max)}
          onValueChange={(duration) => update({ duration })}
          formatValue={(seconds) => t('videoSettings.seconds', { seconds: number(seconds) })}
        />
        {model ? (
          <p className="text-sm text-muted-foreground" data-testid="video-model-limits">
            {t('videoSettings.modelLimits', {
              model: model.name,
              seconds: number(model.maxDuration),
              ratios: model.aspectRatios.join(', '),
            })}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {t('videoSettings.clipLength', {
            seconds: number(generatedVideoDurationSeconds),
            format: formatName,
            duration: number(format.defaultDuration),
          })}
        </p>
      </div>

      <div className="flex flex-col gap-4">
        <Switch
          label={t('videoSettings.speech')}
          description={
            format.supportsSpeech
              ? t('videoSettings.speechHint')
              : t('videoSettings.noSpeechFormat', { format: formatName })
          }
          checked={config.withSpeech}
          disabled={!format.supportsSpeech}
          onCheckedChange={(withSpeech) => update({ withSpeech })}
        />
        <ChoiceGroup
          legend={t('videoSettings.voice')}
          choices={voiceChoices}
          value={config.voiceType}
          disabled={!config.withSpeech}
          onChange={(voiceType) => update({ voiceType })}
          hint={
            config.withSpeech
              ? `${t('videoSettings.voiceHint')} ${t(`voices.${config.voiceType}.description`)}`
              : t('videoSettings.voiceOff')
          }
        />
      </div>

      <ChoiceGroup
        legend={t('videoSettings.quality')}
        choices={qualityChoices}
        value={config.quality}
        onChange={(quality) => update({ quality })}
        hint={
          isVideoOffline
            ? `${t('videoSettings.qualityHint')} ${t('videoSettings.qualityOffline')}`
            : t('videoSettings.qualityHint')
        }
      />

      <ChoiceGroup
        legend={t('videoSettings.aspectRatio')}
        choices={aspectRatioChoices}
        value={config.aspectRatio}
        onChange={(aspectRatio) => update({ aspectRatio })}
      />

      <PlatformVideoOptionsList
        aspectRatio={config.aspectRatio}
        onAspectRatioChange={(aspectRatio) => update({ aspectRatio })}
      />

      <Switch
        label={t('videoSettings.music')}
        description={t('videoSettings.musicHint')}
        checked={config.music}
        onCheckedChange={(music) => update({ music })}
      />
    </section>
  );
}
