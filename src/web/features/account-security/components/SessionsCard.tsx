import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '../../../../shared/contracts/account-security';
import { useLocaleFormat } from '../../../i18n/format';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
} from '../../../ui';
import { useEndOtherSessions, useEndSession, useSessions } from '../hooks/useSessions';

const deviceIcons: Record<AccountSession['deviceType'], LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: Monitor,
};

function useDeviceName() {
  const { t } = useTranslation('security');
  return (session: AccountSession) => {
    if (session.browser && session.os)
      return t('sessions.deviceOn', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('sessions.unknownDevice');
  };
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation('security');
  const format = useLocaleFormat();
  const deviceName = useDeviceName()(session);
  const endSession = useEndSession();
  const Icon = deviceIcons[session.deviceType];
  const handleSignOut = () =>
    endSession.mutate(session.id, {
      onSuccess: () => toast.success(t('sessions.endedOne')),
      onError: (error) => toast.error(error.message),
    });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
            <span className="sr-only">{t(`sessions.types.${session.deviceType}`)}</span>
            <span className="break-words">{deviceName}</span>
            {session.isCurrent && <Badge variant="success">{t('sessions.thisDevice')}</Badge>}
          </p>
          <p className="text-muted-foreground">
            {session.address
              ? t('sessions.address', { address: session.address })
              : t('sessions.unknownAddress')}
          </p>
          <p className="text-muted-foreground">
            {t('sessions.usage', {
              date: format.dateTime(session.createdAt),
              time: format.relative(session.lastUsedAt),
            })}
          </p>
        </div>
      </div>
      {!session.isCurrent && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          isLoading={endSession.isPending}
          aria-label={t('sessions.signOutNamed', { device: deviceName })}
          onClick={handleSignOut}
        >
          {endSession.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Active sessions: device, coarse network, sign-in and last use; sign out one or all others. */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent) ?? [];

  const handleSignOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => toast.success(t('sessions.endedOthers', { count: ended })),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sessions.isPending && (
          <div role="status" aria-label={t('sessions.loading')} className="flex flex-col gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        {sessions.isError && (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
            <p>{t('sessions.failed')}</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              {t('sessions.retry')}
            </Button>
          </div>
        )}
        {sessions.data && (
          <>
            <ul aria-label={t('sessions.title')} className="divide-y divide-border">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('sessions.noOthers')}</p>
            ) : (
              <Button
                variant="outline"
                className="self-start"
                isLoading={endOthers.isPending}
                onClick={handleSignOutOthers}
              >
                {t('sessions.signOutOthers')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
