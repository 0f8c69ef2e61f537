import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Switch, toast } from '../../../ui';
import { useUpdateRegistration } from '../hooks/useUpdateRegistration';

/** Props of {@link RegistrationCard}. */
export interface RegistrationCardProps {
  isRegistrationOpen: boolean;
}

/** The registration setting: a switch 'Open registration' with what each state means for visitors. */
export function RegistrationCard({ isRegistrationOpen }: RegistrationCardProps) {
  const { t } = useTranslation('instance');
  const updateRegistration = useUpdateRegistration();
  const isOpen = updateRegistration.isPending
    ? (updateRegistration.variables ?? isRegistrationOpen)
    : isRegistrationOpen;

  const handleChange = (next: boolean) => {
    updateRegistration.mutate(next, {
      onSuccess: ({ isRegistrationOpen: saved }) =>
        toast.success(saved ? t('registration.opened') : t('registration.closed')),
      onError: (error) => toast.error(t('registration.saveFailed', { reason: error.message })),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('registration.title')}</CardTitle>
        <CardDescription>{t('registration.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Switch
          label={t('registration.switch')}
          description={isOpen ? t('registration.openDetail') : t('registration.closedDetail')}
          checked={isOpen}
          disabled={updateRegistration.isPending}
          onCheckedChange={handleChange}
        />
      </CardContent>
    </Card>
  );
}
