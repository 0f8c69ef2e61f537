import { Maximize2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../../shared/contracts/library';
import { Button, Progress, toast } from '../../../../ui';
import { createProgressId, useAssetEditProgress } from '../../hooks/useAssetEditProgress';
import { useEditAsset } from '../../hooks/useLibrary';

type AiOperation = 'enhance' | 'upscale';

/**
 * The AI tab: auto-enhance (normalise + sharpen) and a Lanczos 2× upscale, named for what it is (no AI
 * upscaler is configured). Each makes a new version at once; the original is kept.
 */
export function AiTab({
  asset,
  onCreated,
}: {
  asset: LibraryAsset;
  onCreated: (created: LibraryAsset) => void;
}) {
  const { t } = useTranslation('library');
  const edit = useEditAsset();
  const progress = useAssetEditProgress(edit.isPending ? edit.variables.progressId : undefined);
  const [running, setRunning] = useState<AiOperation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = (operation: AiOperation) => {
    setRunning(operation);
    setError(null);
    edit.mutate(
      {
        assetId: asset.id,
        operations: [operation === 'enhance' ? { type: 'enhance' } : { type: 'upscale', factor: 2 }],
        progressId: createProgressId(asset.type),
      },
      {
        onSuccess: (answer) => {
          toast.success(t('editor.versionSaved', { title: answer.asset.title }));
          onCreated(answer.asset);
        },
        onError: (failure) => setError(failure.message),
        onSettled: () => setRunning(null),
      },
    );
  };
  const upscaled =
    asset.width && asset.height
      ? t('editor.upscaleSize', { width: asset.width * 2, height: asset.height * 2 })
      : '';

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('editor.aiIntro')}</p>
      <div className="space-y-2 rounded border p-3">
        <Button
          onClick={() => apply('enhance')}
          disabled={running !== null}
          isLoading={running === 'enhance'}
        >
          <Sparkles aria-hidden className="size-4" />
          {t('editor.autoEnhance')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('editor.autoEnhanceHint')}</p>
      </div>
      <div className="space-y-2 rounded border p-3">
        <Button
          variant="outline"
          onClick={() => apply('upscale')}
          disabled={running !== null}
          isLoading={running === 'upscale'}
        >
          <Maximize2 aria-hidden className="size-4" />
          {t('editor.upscale')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t('editor.upscaleHint')} {upscaled}
        </p>
      </div>
      {running && (
        <Progress
          label={t(running === 'enhance' ? 'editor.enhancing' : 'editor.upscaling')}
          value={asset.type === 'video' ? (progress ?? 0) : null}
        />
      )}
      {error && (
        <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
