import { useNavigate, useSearch } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformId } from '../../../../../shared/domain/platforms';
import { Button, Skeleton } from '../../../../ui';
import { useConnectAttempt, usePlatforms } from '../../hooks/usePlatforms';
import { ConnectDialog } from './ConnectDialog';
import { PlatformCardItem } from './PlatformCardItem';

/**
 * Settings › Platforms: a card per platform with the workspace's connected accounts (several per platform),
 * Connect through the four-step dialog over the real OAuth flow, Disconnect with a confirm, and the privacy
 * note. After the platform sends the browser back (`?attempt=`), the dialog shows how the Connect ended.
 */
export function PlatformsTab() {
  const { t } = useTranslation('settings');
  const search: { attempt?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const list = usePlatforms();
  const returned = useConnectAttempt(search.attempt);
  const [connecting, setConnecting] = useState<PlatformId | undefined>();
  const dialogPlatform = connecting ?? (search.attempt ? returned.data?.platform : undefined);

  function handleClose() {
    setConnecting(undefined);
    if (search.attempt) void navigate({ to: '/app/settings', search: { tab: 'platforms' }, replace: true });
    void list.refetch();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('platforms.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('platforms.intro')}</p>
      </div>
      {list.isPending && (
        <div
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
          aria-busy="true"
          aria-label={t('platforms.loading')}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-40" />
          ))}
        </div>
      )}
      {list.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3 text-sm"
        >
          <span>{t('platforms.loadFailed')}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
            {t('platforms.retry')}
          </Button>
        </div>
      )}
      {list.data && (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {list.data.platforms.map((card) => (
            <li key={card.platform}>
              <PlatformCardItem
                card={card}
                canManage={list.data.canManage}
                onConnect={() => setConnecting(card.platform)}
              />
            </li>
          ))}
        </ul>
      )}
      <aside
        aria-label={t('platforms.privacy.title')}
        className="flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm"
      >
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">{t('platforms.privacy.title')}</p>
          <p className="text-muted-foreground">{t('platforms.privacy.body')}</p>
        </div>
      </aside>
      {dialogPlatform && (
        <ConnectDialog
          platform={dialogPlatform}
          attemptId={connecting ? undefined : search.attempt}
          onClose={handleClose}
        />
      )}
    </div>
  );
}
