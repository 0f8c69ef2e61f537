import type { AppNotification } from '../../../shared/contracts/notifications';
import { platformIds, platforms, type PlatformId } from '../../../shared/domain/platforms';
import { i18n } from '../../i18n/i18n';

function isPlatformId(value: string): value is PlatformId {
  return (platformIds as readonly string[]).includes(value);
}

/** A notification's title and line in the interface language, from its kind and data. */
export function describeNotification(notification: AppNotification): { title: string; body: string } {
  const { data } = notification;
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  switch (notification.kind) {
    case 'generation-completed':
      return {
        title: i18n.t('notifications:kinds.generationCompleted.title'),
        body: i18n.t('notifications:kinds.generationCompleted.body', { prompt: text(data.prompt) }),
      };
    case 'generation-failed':
      return {
        title: i18n.t('notifications:kinds.generationFailed.title'),
        body: i18n.t('notifications:kinds.generationFailed.body', { prompt: text(data.prompt) }),
      };
    case 'platform-connection-broken': {
      const platform = text(data.platform);
      return {
        title: i18n.t('notifications:kinds.connectionBroken.title', {
          platform: isPlatformId(platform) ? platforms[platform].name : platform,
        }),
        body: i18n.t('notifications:kinds.connectionBroken.body', { account: text(data.account) }),
      };
    }
  }
}
