import { AtSign, Briefcase, Camera, Globe, Music2, SquarePlay, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { platforms, type PlatformId } from '../../../../shared/domain/platforms';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';

/** lucide components by the names `platforms[id].icon` uses (imported one by one to keep the bundle small). */
const iconsByName: Record<string, LucideIcon> = { AtSign, Briefcase, Camera, Music2, SquarePlay, Users };

/** The lucide icon of a platform; a globe for a name this map does not know yet. */
export function getPlatformIcon(platform: PlatformId): LucideIcon {
  return iconsByName[platforms[platform].icon] ?? Globe;
}

/**
 * A platform label (its name from the catalogue, `review:platforms.<id>`) tinted with its brand colour. The text stays in the foreground token (brand colours such as
 * Instagram's pink do not reach AA contrast behind white text); the colour carries recognition in the dot,
 * border and tint.
 */
export function PlatformBadge({ platform, className }: { platform: PlatformId; className?: string }) {
  const { t } = useTranslation('review');
  const info = platforms[platform];
  const Icon = getPlatformIcon(platform);
  return (
    <Badge
      variant="outline"
      className={cn('gap-1.5', className)}
      style={{ borderColor: info.color, backgroundColor: `${info.color}1a` }}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: info.color }} />
      <Icon aria-hidden="true" />
      {t(`platforms.${platform}`)}
    </Badge>
  );
}
