import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformCard, PlatformConnection } from '../../../../../shared/contracts/platforms';
import { platforms } from '../../../../../shared/domain/platforms';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
} from '../../../../ui';
import { PlatformIcon } from '../../../generation/components/create/PlatformIcon';
import { useDisconnect } from '../../hooks/usePlatforms';

/**
 * One platform's card: name, description, icon and colour; each connected account (check, 'Connected as',
 * 'Last sync', Disconnect with a confirm, or 'Reconnect needed' with its Reconnect); Connect, or 'Not available
 * yet' for a platform this server has no adapter for, or the reason Connect is off.
 */
export function PlatformCardItem({
  card,
  canManage,
  onConnect,
}: {
  card: PlatformCard;
  canManage: boolean;
  /**
   * Opens the connect dialog for this platform: Connect, Add account, or an account's Reconnect (the same OAuth
   * flow; signing in as the same account updates its connection instead of adding one).
   */
  onConnect: () => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const info = platforms[card.platform];
  const disconnect = useDisconnect();
  const [leaving, setLeaving] = useState<PlatformConnection | undefined>();
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const reason = !card.isAvailable
    ? t('platforms.notAvailable')
    : !card.isConfigured
      ? t('platforms.notConfigured')
      : !canManage
        ? t('platforms.viewerNote')
        : undefined;

  return (
    <Card className="h-full" style={{ borderTopColor: info.color, borderTopWidth: 4 }}>
      <CardHeader className="flex-row items-start gap-3">
        <PlatformIcon platformId={card.platform} className="size-10 [&_svg]:size-5" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle as="h3" className="text-base">
            {info.name}
          </CardTitle>
          <CardDescription>{t(`platforms.descriptions.${card.platform}`)}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        {card.connections.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label={t('platforms.accounts', { platform: info.name })}>
            {card.connections.map((connection) => (
              <li
                key={connection.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
              >
                <div className="flex min-w-0 items-start gap-2">
                  {connection.status === 'connected' ? (
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-green-600 dark:text-green-400"
                    />
                  ) : (
                    <TriangleAlert
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                    />
                  )}
                  <div className="flex min-w-0 flex-col text-sm">
                    <span>
                      {t('platforms.connectedAs')}{' '}
                      <strong className="break-all">{connection.accountName}</strong>
                    </span>
                    {connection.status === 'reconnect_needed' && (
                      <Badge variant="secondary" className="w-fit">
                        {t('platforms.reconnectNeeded')}
                      </Badge>
                    )}
                    {connection.lastSyncAt && (
                      <span className="text-xs text-muted-foreground">
                        {t('platforms.lastSync', { date: formatDate(connection.lastSyncAt) })}
                      </span>
                    )}
                  </div>
                </div>
                {canManage && (
                  <div className="flex flex-wrap gap-2">
                    {connection.status === 'reconnect_needed' && (
                      <Button
                        type="button"
                        size="sm"
                        disabled={reason !== undefined}
                        onClick={onConnect}
                        aria-label={t('platforms.reconnectAccount', { account: connection.accountName })}
                      >
                        {t('platforms.reconnect')}
                      </Button>
                    )}
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setLeaving(connection)}
                      aria-label={t('platforms.disconnectAccount', { account: connection.accountName })}
                    >
                      {t('platforms.disconnect')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {card.connections.length === 0 ? (
            <Badge variant="secondary">
              {card.isAvailable ? t('platforms.notConnected') : t('platforms.notAvailableBadge')}
            </Badge>
          ) : (
            <span />
          )}
          {card.isAvailable && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={reason !== undefined}
              onClick={onConnect}
              aria-label={t(card.connections.length > 0 ? 'platforms.connectAnother' : 'platforms.connect', {
                platform: info.name,
              })}
            >
              {card.connections.length > 0 ? t('platforms.addAccount') : t('platforms.connectButton')}
            </Button>
          )}
        </div>
        {reason && <p className="text-xs text-muted-foreground">{reason}</p>}
        {card.isAvailable && !card.isPublicUrlReachable && (
          <p role="note" className="text-xs text-amber-700 dark:text-amber-400">
            {t('platforms.publicUrlUnreachable')}
          </p>
        )}
      </CardContent>
      <ConfirmDialog
        open={leaving !== undefined}
        onOpenChange={(open) => !open && setLeaving(undefined)}
        title={t('platforms.confirm.title', { account: leaving?.accountName ?? '' })}
        description={t('platforms.confirm.body', { platform: info.name })}
        confirmLabel={t('platforms.disconnect')}
        cancelLabel={t('platforms.dialog.cancel')}
        isPending={disconnect.isPending}
        error={disconnect.error?.message}
        onConfirm={() => leaving && disconnect.mutate(leaving.id, { onSuccess: () => setLeaving(undefined) })}
      />
    </Card>
  );
}
