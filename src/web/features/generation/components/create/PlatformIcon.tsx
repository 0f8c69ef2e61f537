import { AtSign, Briefcase, Camera, Globe, Music2, SquarePlay, Users, type LucideIcon } from 'lucide-react';
import { platforms, type PlatformId } from '../../../../../shared/domain/platforms';
import { cn } from '../../../../ui';

/** lucide components by the names used in platforms.ts (`PlatformInfo.icon`). */
const ICONS: Record<string, LucideIcon> = { AtSign, Briefcase, Camera, Music2, SquarePlay, Users };

/**
 * A platform's glyph in a round badge of its brand colour (white glyph, so it reads in both themes).
 * Decorative: the platform's name is always written beside it.
 */
export function PlatformIcon({ platformId, className }: { platformId: PlatformId; className?: string }) {
  const info = platforms[platformId];
  const Icon = ICONS[info.icon] ?? Globe;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-white',
        className,
      )}
      style={{ backgroundColor: info.color }}
    >
      <Icon className="size-4" />
    </span>
  );
}
