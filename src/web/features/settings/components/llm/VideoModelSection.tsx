import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findVideoModel, videoModels, type VideoModelId } from '../../../../../shared/domain/video-models';
import { useLocaleFormat } from '../../../../i18n/format';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '../../../../ui';
import { useSession } from '../../../accounts/hooks/useSession';
import { useSaveVideoModel, useVideoModel } from '../../../generation/hooks/useVideoModel';
import { useSettingsSaveHandler } from '../SettingsSaveContext';
import { VideoModelCard } from './VideoModelCard';

/**
 * The workspace's video model: the catalogue's cards (a radiogroup: arrow keys move between the selectable
 * cards) and the Current Selection panel. The choice is stored by the Save Settings button; viewers see it
 * read only.
 */
export function VideoModelSection() {
  const { t } = useTranslation('settings');
  const { number } = useLocaleFormat();
  const session = useSession();
  const saved = useVideoModel();
  const save = useSaveVideoModel();
  const [picked, setPicked] = useState<VideoModelId | undefined>(undefined);
  const canChoose = session.data?.workspace?.role !== 'viewer' && saved.isSuccess;
  const selectedId = picked ?? saved.data?.modelId;
  const selected = selectedId ? findVideoModel(selectedId) : undefined;

  useSettingsSaveHandler('llm', async () => {
    if (!canChoose || !selectedId) return true;
    try {
      await save.mutateAsync(selectedId);
      setPicked(undefined);
      return true;
    } catch {
      return false;
    }
  });

  const selectable = videoModels.filter((model) => model.status !== 'coming-soon');
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!canChoose) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = selectable.findIndex((model) => model.id === selectedId);
    const next = selectable[(index + step + selectable.length) % selectable.length];
    if (!next) return;
    setPicked(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-model="${next.id}"]`)?.focus();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="video-models-title">
          {t('llm.models.title')}
        </CardTitle>
        <CardDescription>{canChoose ? t('llm.models.intro') : t('llm.models.readOnly')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {saved.isPending ? (
          <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only" role="status">
              {t('llm.models.loading')}
            </span>
            {videoModels.map((model) => (
              <Skeleton key={model.id} className="h-64 w-full" />
            ))}
          </div>
        ) : saved.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p className="font-medium">{t('llm.models.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <div
              role="radiogroup"
              aria-labelledby="video-models-title"
              aria-readonly={!canChoose || undefined}
              onKeyDown={handleKeyDown}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {videoModels.map((model) => (
                <VideoModelCard
                  key={model.id}
                  model={model}
                  isSelected={model.id === selectedId}
                  canChoose={canChoose}
                  onSelect={() => setPicked(model.id)}
                />
              ))}
            </div>
            {selected ? (
              <section
                aria-labelledby="video-model-current"
                className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
              >
                <h3 id="video-model-current" className="font-semibold">
                  {t('llm.current.title')}
                </h3>
                <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <dt className="text-muted-foreground">{t('llm.current.model')}</dt>
                    <dd className="font-medium" data-testid="current-model">
                      {selected.name}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('llm.current.pricing')}</dt>
                    <dd className="font-medium">{selected.pricing}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('llm.models.maxDuration')}</dt>
                    <dd className="font-medium">
                      {t('llm.models.seconds', { seconds: number(selected.maxDuration) })}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">{t('llm.models.ratios')}</dt>
                    <dd className="font-medium">{selected.aspectRatios.join(', ')}</dd>
                  </div>
                </dl>
                {picked && picked !== saved.data?.modelId ? (
                  <p className="text-sm text-muted-foreground">{t('llm.current.unsaved')}</p>
                ) : null}
                {save.isError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {t('llm.models.saveFailed')}
                  </p>
                ) : null}
              </section>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
