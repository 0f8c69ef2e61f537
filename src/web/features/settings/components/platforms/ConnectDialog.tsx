import { Check, Circle, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { platforms, type PlatformId } from '../../../../../shared/domain/platforms';
import { Button, Dialog, DialogContent } from '../../../../ui';
import { useConnectAttempt, useStartConnect } from '../../hooks/usePlatforms';

const steps = ['redirect', 'authenticate', 'permissions', 'finalize'] as const;
type StepState = 'done' | 'active' | 'waiting' | 'failed';

/**
 * The connect dialog's four steps over the real OAuth flow: 'redirect' (Continue asks the server for the
 * platform's consent page and goes there), 'authenticate' and 'permissions' (at the platform), 'finalize'
 * (back here: the server exchanged the code; the attempt says connected as whom, every account it added, or why
 * not).
 */
export function ConnectDialog({
  platform,
  attemptId,
  onClose,
}: {
  platform: PlatformId;
  /** Set when the platform sent the browser back: the dialog shows how the attempt ended. */
  attemptId: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const start = useStartConnect();
  const attempt = useConnectAttempt(attemptId);
  const name = platforms[platform].name;
  const outcome = attempt.data;

  function stateOf(index: number): StepState {
    if (!attemptId) {
      if (index === 0) return 'active';
      return 'waiting';
    }
    if (index < 3) return 'done';
    if (outcome?.status === 'connected') return 'done';
    if (outcome?.status === 'failed' || attempt.isError) return 'failed';
    return 'active';
  }

  function handleContinue() {
    start.mutate(platform, {
      onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('platforms.dialog.title', { platform: name })}
        description={t('platforms.dialog.intro', { platform: name })}
      >
        <ol className="flex flex-col gap-3" aria-label={t('platforms.dialog.stepsLabel')}>
          {steps.map((step, index) => {
            const state = stateOf(index);
            return (
              <li
                key={step}
                className="flex items-start gap-3"
                aria-current={state === 'active' ? 'step' : undefined}
              >
                {state === 'done' && (
                  <Check aria-hidden="true" className="mt-0.5 size-5 text-green-600 dark:text-green-400" />
                )}
                {state === 'failed' && (
                  <XCircle aria-hidden="true" className="mt-0.5 size-5 text-destructive" />
                )}
                {state === 'active' &&
                  (start.isPending || (attemptId && attempt.isPending) ? (
                    <Loader2 aria-hidden="true" className="mt-0.5 size-5 animate-spin text-primary" />
                  ) : (
                    <Circle aria-hidden="true" className="mt-0.5 size-5 text-primary" />
                  ))}
                {state === 'waiting' && (
                  <Circle aria-hidden="true" className="mt-0.5 size-5 text-muted-foreground" />
                )}
                <div className="flex flex-col">
                  <span className="text-sm font-medium">{t(`platforms.dialog.steps.${step}.title`)}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`platforms.dialog.steps.${step}.body`, { platform: name })}
                  </span>
                  <span className="sr-only">{t(`platforms.dialog.state.${state}`)}</span>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="rounded-md border bg-muted/50 p-3 text-sm">
          <p className="font-medium">{t('platforms.dialog.permissionsTitle')}</p>
          <ul className="mt-1 list-disc ps-5 text-muted-foreground">
            <li>{t('platforms.dialog.permissionPost')}</li>
            <li>{t('platforms.dialog.permissionRead')}</li>
          </ul>
        </div>
        <div role="status" aria-live="polite" className="text-sm">
          {outcome?.status === 'connected' &&
            t('platforms.dialog.connected', {
              account: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                outcome.accountNames,
              ),
            })}
          {outcome?.status === 'failed' && (
            <span className="text-destructive">
              {t(`platforms.dialog.failure.${outcome.failure ?? 'refused'}`)}
            </span>
          )}
          {attempt.isError && <span className="text-destructive">{attempt.error.message}</span>}
          {start.isError && <span className="text-destructive">{start.error.message}</span>}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {outcome?.status === 'connected' ? t('platforms.dialog.done') : t('platforms.dialog.cancel')}
          </Button>
          {(!attemptId || outcome?.status === 'failed') && (
            <Button type="button" onClick={handleContinue} disabled={start.isPending || start.isSuccess}>
              {attemptId
                ? t('platforms.dialog.tryAgain')
                : t('platforms.dialog.continue', { platform: name })}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
