import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui';
import { usePasswordStrength } from '../hooks/usePasswordStrength';

const segmentColours = [
  'bg-destructive',
  'bg-destructive',
  'bg-warning',
  'bg-success',
  'bg-success',
] as const;

/**
 * A five-step strength meter (zxcvbn-ts score 0-4, the estimator loaded on first use), named and valued for
 * screen readers as a meter. Nothing shows while the field is empty.
 */
export function PasswordStrengthMeter({
  password,
  userInputs,
}: {
  password: string;
  userInputs: readonly string[];
}) {
  const { t } = useTranslation('security');
  const { score, failed } = usePasswordStrength(password, userInputs);
  if (password === '') return null;
  if (failed) return <p className="text-xs text-muted-foreground">{t('password.strengthUnavailable')}</p>;
  const label = score === undefined ? t('password.strengthChecking') : t(`password.strength.${score}`);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-label={t('password.strengthLabel')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score ?? 0}
        aria-valuetext={label}
        className="grid grid-cols-5 gap-1"
      >
        {[0, 1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 rounded-full',
              score !== undefined && step <= score ? segmentColours[score] : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p aria-hidden="true" className="text-xs text-muted-foreground">
        {t('password.strengthValue', { label })}
      </p>
    </div>
  );
}
