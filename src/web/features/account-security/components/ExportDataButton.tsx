import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../i18n/format';
import { Button, Progress, type ButtonProps } from '../../../ui';
import { formatLocalFileSize } from '../../generation/format-file-size';
import { useDataExport } from '../hooks/useDataExport';

/** Export my data: downloads the zip with a progress bar, then says its size; a failure is announced. */
export function ExportDataButton({
  variant = 'outline',
  label,
}: {
  variant?: ButtonProps['variant'];
  label?: string;
}) {
  const { t } = useTranslation('security');
  const format = useLocaleFormat();
  const { state, start } = useDataExport();
  const size = (bytes: number) => formatLocalFileSize(bytes, format);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant={variant} isLoading={state.status === 'downloading'} onClick={() => void start()}>
        <Download aria-hidden="true" />
        {label ?? t('export.start')}
      </Button>
      {state.status === 'downloading' && (
        <Progress
          className="w-full"
          label={t('export.downloading')}
          value={state.total === undefined ? null : state.received}
          max={state.total ?? 100}
          formatValue={(received, total) =>
            t('export.progress', { received: size(received), total: size(total) })
          }
        />
      )}
      {state.status === 'done' && (
        <p role="status" className="text-sm text-success">
          {t('export.done', { size: size(state.size) })}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
    </div>
  );
}
