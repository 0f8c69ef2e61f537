import { Film } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import {
  videoEffects,
  videoEffectIntensity,
  type VideoEffectId,
} from '../../../../shared/domain/video-effects';
import {
  checkTrim,
  editAspectRatios,
  isEmptyEdit,
  type EditAspectFit,
  type EditAspectRatio,
  type VideoEditRequest,
} from '../../../../shared/domain/video-edit';
import { useLocaleFormat } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Input } from '../../../ui/Input';
import { Progress } from '../../../ui/Progress';
import { Select } from '../../../ui/Select';
import { Slider } from '../../../ui/Slider';
import { Spinner } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import { assetIdOf, fetchPreviewFrame, useAsset, useVideoEdit } from '../hooks/usePostMedia';

type AspectChoice = 'keep' | EditAspectRatio;

/**
 * The reels editor: one effect with its intensity, an aspect ratio (crop or blurred pad), a trim; a preview
 * frame rendered by the server; Apply Changes queues the job and shows its progress. With nothing chosen,
 * Apply Changes does nothing and says so.
 */
export function ReelsEditor({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  const { number } = useLocaleFormat();
  const assetId = post.mediaType === 'video' ? assetIdOf(post.videoUrl) : null;
  const asset = useAsset(assetId).data?.asset;
  const duration = asset?.durationSeconds ?? 0;
  const [effect, setEffect] = useState<VideoEffectId | null>(null);
  const [intensity, setIntensity] = useState<number>(videoEffectIntensity.default);
  const [aspect, setAspect] = useState<AspectChoice>('keep');
  const [fit, setFit] = useState<EditAspectFit>('crop');
  const [isTrimOn, setIsTrimOn] = useState(false);
  const [start, setStart] = useState('0');
  const [end, setEnd] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [frame, setFrame] = useState<{ url: string | null; isLoading: boolean; error: string | null }>({
    url: null,
    isLoading: false,
    error: null,
  });
  const { start: startEdit, edit, reset } = useVideoEdit(post.id);
  const ids = { trimStart: useId(), trimEnd: useId(), fit: useId() };
  useEffect(() => () => void (frame.url && URL.revokeObjectURL(frame.url)), [frame.url]);

  if (!assetId) {
    return (
      <EmptyState icon={Film} titleAs="p" title={t('empty.noVideo')} description={t('empty.videoOnly')} />
    );
  }

  const trim = isTrimOn ? { startSeconds: Number(start), endSeconds: Number(end || duration) } : null;
  const trimProblem = trim && duration > 0 ? checkTrim(trim, duration) : null;
  const request: VideoEditRequest = {
    effect: effect ? { id: effect, intensity } : null,
    aspect: aspect === 'keep' ? null : { ratio: aspect, fit },
    trim,
  };
  const isRunning = edit?.status === 'queued' || edit?.status === 'running';

  const apply = () => {
    if (isEmptyEdit(request)) {
      setNotice(t('reels.nothingSelected'));
      return;
    }
    setNotice(null);
    reset();
    startEdit.mutate(request, { onError: (error) => setNotice(error.message) });
  };
  const preview = async () => {
    if (isEmptyEdit(request)) {
      setNotice(t('reels.nothingSelected'));
      return;
    }
    setFrame((current) => ({ ...current, isLoading: true, error: null }));
    try {
      const url = await fetchPreviewFrame(post.id, request);
      setFrame({ url, isLoading: false, error: null });
    } catch (error) {
      setFrame({
        url: null,
        isLoading: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('reels.effects')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {videoEffects.map((item) => (
            <Button
              key={item.id}
              type="button"
              size="sm"
              variant={effect === item.id ? 'primary' : 'outline'}
              aria-pressed={effect === item.id}
              title={t(`effectPreviews.${item.id}`)}
              onClick={() => setEffect(effect === item.id ? null : item.id)}
            >
              {t(`effects.${item.id}`)}
            </Button>
          ))}
        </div>
        {effect && (
          <Slider
            aria-label={t('reels.intensity', { effect: t(`effects.${effect}`) })}
            min={videoEffectIntensity.min}
            max={videoEffectIntensity.max}
            step={videoEffectIntensity.step}
            value={intensity}
            onValueChange={setIntensity}
            formatValue={(value) => number(value, { maximumFractionDigits: 1 })}
          />
        )}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <Select<AspectChoice>
          label={t('reels.aspect')}
          value={aspect}
          onValueChange={setAspect}
          items={[
            { value: 'keep', label: t('reels.keep') },
            ...editAspectRatios.map((ratio) => ({ value: ratio, label: ratio })),
          ]}
        />
        {aspect !== 'keep' && (
          <Select<EditAspectFit>
            label={t('reels.fit')}
            id={ids.fit}
            value={fit}
            onValueChange={setFit}
            items={[
              { value: 'crop', label: t('reels.crop') },
              { value: 'pad', label: t('reels.pad') },
            ]}
          />
        )}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('reels.trim')}</legend>
        <Switch checked={isTrimOn} onCheckedChange={setIsTrimOn} label={t('reels.trim')} />
        {duration > 0 && (
          <p className="text-xs text-muted-foreground">
            {t('reels.duration', { duration: number(duration, { maximumFractionDigits: 1 }) })}
          </p>
        )}
        {isTrimOn && (
          <div className="grid grid-cols-2 gap-2">
            <label htmlFor={ids.trimStart} className="flex flex-col gap-1 text-sm">
              {t('reels.start')}
              <Input
                id={ids.trimStart}
                type="number"
                min={0}
                step={0.1}
                value={start}
                onChange={(event) => setStart(event.target.value)}
                aria-invalid={trimProblem !== null}
              />
            </label>
            <label htmlFor={ids.trimEnd} className="flex flex-col gap-1 text-sm">
              {t('reels.end')}
              <Input
                id={ids.trimEnd}
                type="number"
                min={0}
                step={0.1}
                placeholder={String(duration)}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                aria-invalid={trimProblem !== null}
              />
            </label>
          </div>
        )}
        {trimProblem && (
          <p role="alert" className="text-sm text-destructive">
            {t(`trim.${trimProblem}`, { duration: number(duration, { maximumFractionDigits: 1 }) })}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={frame.isLoading || trimProblem !== null}
            onClick={() => void preview()}
          >
            {frame.isLoading && <Spinner />}
            {t('reels.previewFrame')}
          </Button>
          <Button
            type="button"
            disabled={isRunning || startEdit.isPending || trimProblem !== null}
            onClick={apply}
          >
            {t('reels.apply')}
          </Button>
        </div>
        <div role="status" aria-live="polite" className="text-sm">
          {frame.isLoading && <span className="sr-only">{t('reels.previewWorking')}</span>}
          {notice && <p>{notice}</p>}
          {edit?.status === 'completed' && <p className="text-success">{t('reels.done')}</p>}
          {edit?.status === 'failed' && <p className="text-destructive">{t('reels.failed')}</p>}
        </div>
        {isRunning && edit && <Progress label={t('reels.applying')} value={edit.progress} />}
        {frame.error && (
          <p role="alert" className="text-sm text-destructive">
            {frame.error}
          </p>
        )}
        {frame.url && (
          <img
            src={frame.url}
            alt={t('reels.previewAlt')}
            className="max-h-[40dvh] w-full rounded-lg bg-black object-contain"
          />
        )}
      </div>
    </div>
  );
}
