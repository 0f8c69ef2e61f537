import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { Badge } from '../../../ui/Badge';

/** 'Exported' on a card whose post was exported (zip or clipboard); nothing otherwise. */
export function ExportedBadge({ post }: { post: GeneratedPost }) {
  const { t } = useTranslation('media');
  return post.exportedAt ? <Badge variant="success">{t('exported')}</Badge> : null;
}
