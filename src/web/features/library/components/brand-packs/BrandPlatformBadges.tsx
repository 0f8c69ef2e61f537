import { useTranslation } from 'react-i18next';
import { brandCardPlatforms } from '../../../../../shared/domain/brand-packs';
import { platforms, type PlatformId } from '../../../../../shared/domain/platforms';
import { Badge } from '../../../../ui';

/** A pack's target platforms as badges: at most three, then '+n'. Nothing for a pack without platforms. */
export function BrandPlatformBadges({ platformIds }: { platformIds: readonly PlatformId[] }) {
  const { t } = useTranslation('brands');
  if (platformIds.length === 0) return null;
  const shown = platformIds.slice(0, brandCardPlatforms);
  const more = platformIds.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('card.platforms')}>
      {shown.map((platform) => (
        <li key={platform}>
          <Badge variant="secondary">{platforms[platform].name}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">{t('card.more', { count: more })}</Badge>
        </li>
      )}
    </ul>
  );
}
