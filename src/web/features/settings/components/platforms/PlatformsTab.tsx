import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { platformIds, platforms } from '../../../../../shared/domain/platforms';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui';
import { PlatformIcon } from '../../../generation/components/create/PlatformIcon';

/**
 * Platforms: a card per platform (name, description, icon, colour) and the privacy note. No account can be
 * connected on this version yet, so every card says 'Not connected' and its Connect button is disabled with
 * the reason; the OAuth connections arrive with the platform-connections issue.
 */
export function PlatformsTab() {
  const { t } = useTranslation('settings');
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('platforms.title')}</h2>
        <p id={reasonId} className="text-sm text-muted-foreground">
          {t('platforms.unavailable')}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {platformIds.map((id) => {
          const info = platforms[id];
          return (
            <li key={id}>
              <Card className="h-full">
                <CardHeader className="flex-row items-start gap-3">
                  <PlatformIcon platformId={id} className="size-10 [&_svg]:size-5" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <CardTitle as="h3" className="text-base">
                      {info.name}
                    </CardTitle>
                    <CardDescription>{t(`platforms.descriptions.${id}`)}</CardDescription>
                  </div>
                </CardHeader>
                <CardContent className="mt-auto flex flex-wrap items-center justify-between gap-2">
                  <Badge variant="secondary">{t('platforms.notConnected')}</Badge>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled
                    aria-describedby={reasonId}
                    aria-label={t('platforms.connect', { platform: info.name })}
                  >
                    {t('platforms.connectButton')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
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
    </div>
  );
}
