import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { videoFormatCategories, videoFormats, type VideoFormatId } from '../../../../../shared/domain/video';
import { useLocaleFormat } from '../../../../i18n/format';
import { cn } from '../../../../ui/cn';

/** Props of {@link VideoFormatPicker}. */
export interface VideoFormatPickerProps {
  value: VideoFormatId;
  onChange: (format: VideoFormatId) => void;
}

/**
 * The nine video formats as radio cards grouped by their four categories (Standard, Commercial, Artistic,
 * Cinematic); each card shows the format's colour, name, description and default duration, and says when the
 * format takes no speech. One tab stop; arrow keys move through all formats.
 */
export function VideoFormatPicker({ value, onChange }: VideoFormatPickerProps) {
  const { t } = useTranslation('generation');
  const format = useLocaleFormat();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-foreground">{t('videoSettings.format')}</legend>
      {videoFormatCategories.map((category) => (
        <div
          key={category.id}
          role="group"
          aria-label={t(`videoFormatCategories.${category.id}`)}
          className="flex flex-col gap-2"
        >
          <p
            aria-hidden="true"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {t(`videoFormatCategories.${category.id}`)}
          </p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {category.formats.map((formatId) => {
              const videoFormat = videoFormats[formatId];
              return (
                <label
                  key={videoFormat.id}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent',
                    'has-checked:border-primary has-checked:bg-primary/10',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={videoFormat.id}
                    checked={videoFormat.id === value}
                    onChange={() => onChange(videoFormat.id)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className="mt-1 size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: videoFormat.color }}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <span className="text-sm font-medium text-foreground">
                        {t(`videoFormats.${formatId}.name`)}
                      </span>
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {t('videoSettings.defaultDuration', {
                          seconds: format.number(videoFormat.defaultDuration),
                        })}
                      </span>
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {t(`videoFormats.${formatId}.description`)}
                    </span>
                    {!videoFormat.supportsSpeech && (
                      <span className="text-xs text-muted-foreground">{t('videoSettings.noSpeech')}</span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
