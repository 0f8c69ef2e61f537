import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { readEngagementLevel, type EngagementLevel } from '../engagement-level';

const variants: Record<EngagementLevel, BadgeVariant> = {
  'very-high': 'success',
  high: 'success',
  medium: 'warning',
  low: 'secondary',
};

/** The post's engagement prediction (Very High, High, Medium or Low) as a coloured badge. */
export function EngagementBadge({ engagement }: { engagement: string }) {
  const { t } = useTranslation('review');
  const level = readEngagementLevel(engagement);
  return (
    <Badge variant={variants[level]}>
      <TrendingUp aria-hidden="true" />
      {t(`engagement.${level}`)}
    </Badge>
  );
}
