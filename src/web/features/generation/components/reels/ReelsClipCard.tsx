import { useId } from 'react';
import { Clock, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { transcriptMinLength } from '../../../../../shared/domain/limits';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Textarea } from '../../../../ui/Textarea';
import { ClipVideo } from './ClipVideo';
import { formatClock } from './format-clock';
import type { ReelsClip } from './reels-types';

/** Props of {@link ReelsClipCard}. */
export interface ReelsClipCardProps {
  clip: ReelsClip;
  /** The server replaced an unusable transcript with a generic description of the footage. */
  isGenericTranscript: boolean;
  onTranscriptChange: (transcript: string) => void;
  onRemove: () => void;
}

/** The clip the posts will be written from: player, duration, an editable transcript and 'Remove clip'. */
export function ReelsClipCard({
  clip,
  isGenericTranscript,
  onTranscriptChange,
  onRemove,
}: ReelsClipCardProps) {
  const { t } = useTranslation('generation');
  const titleId = useId();
  const isTooShort = clip.transcript.trim().length < transcriptMinLength;
  let hint = t('clip.hint');
  if (isTooShort) hint = t('clip.tooShort', { min: transcriptMinLength });
  else if (isGenericTranscript) hint = t('clip.generic', { min: transcriptMinLength });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {t('clip.heading')}
        </h3>
        {clip.durationSeconds > 0 && (
          <Badge variant="secondary">
            <Clock aria-hidden="true" />
            <span className="sr-only">{t('clip.duration')}</span> {formatClock(clip.durationSeconds)}
          </Badge>
        )}
      </div>
      <ClipVideo src={clip.previewUrl} label={t('clip.heading')} className="max-h-96 rounded-lg" />
      <Field label={t('clip.transcript')} hint={hint}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={clip.transcript}
            onChange={(event) => onTranscriptChange(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button variant="outline" onClick={onRemove} className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          {t('clip.remove')}
        </Button>
      </div>
    </section>
  );
}
