import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '../../../../../shared/contracts/settings';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  Skeleton,
} from '../../../../ui';
import { toast } from '../../../../ui/Toaster';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../hooks/useNotificationPreferences';

const CHOICES: readonly (keyof NotificationPreferences)[] = [
  'emailNotifications',
  'generationCompleteAlerts',
  'platformConnectionAlerts',
];

/**
 * Notifications: the spec's 'Auto-save Enabled' notice and three checkboxes, each saved to the account as
 * soon as it changes. They decide the e-mails and in-app notifications of long runs and broken platform
 * connections (see the server's notifications module).
 */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  function handleChange(name: keyof NotificationPreferences, checked: boolean) {
    save.mutate(
      { [name]: checked },
      { onError: (error) => toast.error(t('notifications.saveFailed', { reason: error.message })) },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('notifications.title')}</CardTitle>
        <CardDescription className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium text-foreground">{t('notifications.autoSave')}</span>{' '}
            {t('notifications.autoSaveHint')}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {preferences.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-4">
            <span className="sr-only" role="status">
              {t('notifications.loading')}
            </span>
            {CHOICES.map((name) => (
              <Skeleton key={name} className="h-10 w-full" />
            ))}
          </div>
        ) : preferences.data ? (
          CHOICES.map((name) => (
            <Checkbox
              key={name}
              checked={preferences.data[name]}
              onCheckedChange={(checked) => handleChange(name, checked === true)}
              label={t(`notifications.choices.${name}.label`)}
              description={t(`notifications.choices.${name}.hint`)}
            />
          ))
        ) : (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-medium">{t('notifications.loadFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              isLoading={preferences.isFetching}
              onClick={() => void preferences.refetch()}
            >
              {t('retry')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
