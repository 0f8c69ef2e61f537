import { useId } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  generationPlatformIds,
  platforms,
  type GenerationPlatformId,
} from '../../../../../shared/domain/platforms';
import { cn } from '../../../../ui';
import { toggleId } from './generator-form';
import { PlatformIcon } from './PlatformIcon';

/**
 * The platform picker shown on every generator tab: one toggle button per generation platform (aria-pressed).
 * Every platform can be switched off; with none left the spec's message shows and Generate stays disabled.
 */
export function PlatformPicker({
  value,
  onChange,
  disabled,
}: {
  value: GenerationPlatformId[];
  onChange: (platforms: GenerationPlatformId[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('generation');
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('platformPicker.heading')}
      </h2>
      <div
        role="group"
        aria-labelledby={headingId}
        aria-describedby={value.length === 0 ? hintId : undefined}
        className="grid grid-cols-2 gap-2"
      >
        {generationPlatformIds.map((id) => {
          const isPressed = value.includes(id);
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isPressed}
              disabled={disabled}
              onClick={() => onChange(toggleId(value, id))}
              className={cn(
                'flex min-h-11 items-center gap-2 rounded-lg border px-2.5 py-2 text-left text-sm font-medium',
                'transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-50',
                isPressed ? 'border-primary bg-primary/10 ring-1 ring-primary' : 'border-input bg-background',
              )}
            >
              <PlatformIcon platformId={id} />
              <span className="min-w-0 flex-1 truncate">{platforms[id].name}</span>
              {isPressed && <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />}
            </button>
          );
        })}
      </div>
      {value.length === 0 && (
        <p id={hintId} className="text-sm font-medium text-destructive">
          {t('alerts.noPlatform')}
        </p>
      )}
    </section>
  );
}
