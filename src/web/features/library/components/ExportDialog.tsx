import { CheckCircle2, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportSettings } from '../../../../shared/contracts/library-export';
import {
  defaultExportSettings,
  exportAffixMaxLength,
  exportFormats,
  exportPlatforms,
  exportQualities,
  exportResolutions,
  exportWatermarkMaxLength,
  exportWatermarks,
} from '../../../../shared/domain/export';
import { downloadExport, type ExportProgress } from '../../../api/export-download';
import { Button, Checkbox, Dialog, DialogContent, Input, Label, Progress, Select, Switch } from '../../../ui';
import { useBrandPacks } from '../hooks/useBrandPacks';

/** The Select value of 'the active brand pack'. */
const activePack = 'active';

type ExportState =
  | { step: 'settings'; error?: string }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'done'; url: string; fileName: string; fileCount: number };

/**
 * The Export Settings dialog (spec 2 §2, §3, §9): format, quality, resolution, compression, watermark (a text or
 * a brand pack's logo), platform preset, batch naming; the export runs on the server and its answer arrives with
 * a real progress bar (a percentage when the size is known, the bytes received otherwise), then 'Export
 * Complete!' with the file or zip to download, or the server's message.
 */
export function ExportDialog({
  assetIds,
  titles,
  open,
  onOpenChange,
}: {
  assetIds: string[];
  /** Titles of the selected assets the page shows (the side list). */
  titles: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('library');
  const packs = useBrandPacks();
  const [settings, setSettings] = useState<ExportSettings>({
    ...defaultExportSettings,
    watermarkText: '',
    brandPackId: null,
    batchNaming: { prefix: '', suffix: '', includeDate: false, includeIndex: true },
  });
  const [state, setState] = useState<ExportState>({ step: 'settings' });
  const change = (changes: Partial<ExportSettings>) => setSettings((current) => ({ ...current, ...changes }));
  const changeNaming = (changes: Partial<ExportSettings['batchNaming']>) =>
    setSettings((current) => ({ ...current, batchNaming: { ...current.batchNaming, ...changes } }));

  const close = (next: boolean) => {
    if (!next && state.step === 'done') URL.revokeObjectURL(state.url);
    if (!next) setState({ step: 'settings' });
    onOpenChange(next);
  };
  const start = () => {
    setState({ step: 'running', progress: { loaded: 0, total: null } });
    downloadExport(assetIds, settings, (progress) => setState({ step: 'running', progress })).then(
      (file) =>
        setState({
          step: 'done',
          url: URL.createObjectURL(file.blob),
          fileName: file.fileName,
          fileCount: file.fileCount,
        }),
      (error: unknown) =>
        setState({ step: 'settings', error: error instanceof Error ? error.message : t('export.failed') }),
    );
  };
  const logoPacks = (packs.data?.brandPacks ?? []).filter((pack) => pack.logo);
  const isTextMissing = settings.watermark === 'text' && !settings.watermarkText.trim();

  return (
    <Dialog open={open} onOpenChange={close}>
      {open && (
        <DialogContent
          title={t('export.title')}
          className="max-w-2xl"
          footer={
            state.step === 'done' ? (
              <Button onClick={() => close(false)}>{t('export.done')}</Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => close(false)} disabled={state.step === 'running'}>
                  {t('export.cancel')}
                </Button>
                <Button onClick={start} isLoading={state.step === 'running'} disabled={isTextMissing}>
                  {t('export.start', { count: assetIds.length })}
                </Button>
              </>
            )
          }
        >
          {state.step === 'done' ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
              <CheckCircle2 aria-hidden className="size-10 text-primary" />
              <p className="text-lg font-semibold">{t('export.complete')}</p>
              <p className="text-sm text-muted-foreground">{t('export.files', { count: state.fileCount })}</p>
              <a
                href={state.url}
                download={state.fileName}
                className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Download aria-hidden className="size-4" />
                {t('export.download', { name: state.fileName })}
              </a>
            </div>
          ) : (
            <form className="space-y-4" onSubmit={(event) => event.preventDefault()}>
              <div className="space-y-1">
                <p className="text-sm text-muted-foreground">
                  {t('export.selected', { count: assetIds.length })}
                </p>
                {titles.length > 0 && (
                  <ul
                    className="flex max-h-20 flex-wrap gap-1 overflow-y-auto text-xs"
                    aria-label={t('export.selectedList')}
                  >
                    {titles.map((title, index) => (
                      <li key={`${title}-${index}`} className="rounded bg-muted px-2 py-0.5">
                        {title}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <fieldset disabled={state.step === 'running'} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Select
                  label={t('export.format.label')}
                  value={settings.format}
                  onValueChange={(format) => change({ format })}
                  items={exportFormats.map((value) => ({ value, label: t(`export.format.${value}`) }))}
                />
                <Select
                  label={t('export.quality.label')}
                  value={settings.quality}
                  onValueChange={(quality) => change({ quality })}
                  items={exportQualities.map((value) => ({ value, label: t(`export.quality.${value}`) }))}
                />
                <Select
                  label={t('export.resolution.label')}
                  value={settings.resolution}
                  onValueChange={(resolution) => change({ resolution })}
                  items={exportResolutions.map((value) => ({
                    value,
                    label: t(`export.resolution.${value}`),
                  }))}
                />
                <Select
                  label={t('export.platform.label')}
                  value={settings.platform}
                  onValueChange={(platform) => change({ platform })}
                  items={exportPlatforms.map((value) => ({ value, label: t(`export.platform.${value}`) }))}
                />
                <Select
                  label={t('export.watermark.label')}
                  value={settings.watermark}
                  onValueChange={(watermark) => change({ watermark })}
                  items={exportWatermarks.map((value) => ({ value, label: t(`export.watermark.${value}`) }))}
                />
                {settings.watermark === 'text' && (
                  <div className="space-y-1">
                    <Label htmlFor="export-watermark-text">{t('export.watermarkText')}</Label>
                    <Input
                      id="export-watermark-text"
                      value={settings.watermarkText}
                      maxLength={exportWatermarkMaxLength}
                      onChange={(event) => change({ watermarkText: event.target.value })}
                    />
                  </div>
                )}
                {settings.watermark === 'logo' && (
                  <Select
                    label={t('export.brandPack')}
                    value={settings.brandPackId ?? activePack}
                    onValueChange={(value) => change({ brandPackId: value === activePack ? null : value })}
                    items={[
                      { value: activePack, label: t('export.activePack') },
                      ...logoPacks.map((pack) => ({ value: pack.id, label: pack.name })),
                    ]}
                  />
                )}
                <Switch
                  label={t('export.compression')}
                  checked={settings.compression}
                  onCheckedChange={(compression) => change({ compression })}
                />
              </fieldset>
              <fieldset disabled={state.step === 'running'} className="space-y-2">
                <legend className="mb-1 text-sm font-medium">{t('export.naming.label')}</legend>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                  <div className="space-y-1">
                    <Label htmlFor="export-prefix">{t('export.naming.prefix')}</Label>
                    <Input
                      id="export-prefix"
                      value={settings.batchNaming.prefix}
                      maxLength={exportAffixMaxLength}
                      onChange={(event) => changeNaming({ prefix: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor="export-suffix">{t('export.naming.suffix')}</Label>
                    <Input
                      id="export-suffix"
                      value={settings.batchNaming.suffix}
                      maxLength={exportAffixMaxLength}
                      onChange={(event) => changeNaming({ suffix: event.target.value })}
                    />
                  </div>
                </div>
                <div className="flex flex-wrap gap-4">
                  <Checkbox
                    label={t('export.naming.includeDate')}
                    checked={settings.batchNaming.includeDate}
                    onCheckedChange={(checked) => changeNaming({ includeDate: checked === true })}
                  />
                  <Checkbox
                    label={t('export.naming.includeIndex')}
                    checked={settings.batchNaming.includeIndex}
                    onCheckedChange={(checked) => changeNaming({ includeIndex: checked === true })}
                  />
                </div>
              </fieldset>
              {state.step === 'running' && (
                <Progress
                  label={t('export.progress')}
                  value={
                    state.progress.total
                      ? Math.round((state.progress.loaded / state.progress.total) * 100)
                      : null
                  }
                />
              )}
              {state.step === 'settings' && state.error && (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {state.error}
                </p>
              )}
            </form>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
