import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { exportRunContract } from '../../../../shared/contracts/post-media';
import { buildUrl } from '../../../api/client';
import { getButtonClasses } from '../../../ui/Button';

/** Downloads every post of the run as one zip (texts, media, CSV manifest); the server marks them exported. */
export function ExportRunButton({ runId }: { runId: string }) {
  const { t } = useTranslation('media');
  return (
    <a
      href={buildUrl(exportRunContract.path, { runId })}
      download
      className={getButtonClasses({ variant: 'outline', size: 'sm' })}
    >
      <Download aria-hidden="true" />
      {t('exportRun')}
    </a>
  );
}
