import { useEffect, useId, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Link2, Sparkles, Upload, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expectedPostCount } from '../../../../../shared/domain/variations';
import { isMediaInstruction } from '../../../../../shared/domain/media-instruction';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../ui';
import { useCreateRun } from '../../hooks/useCreateRun';
import { useGenerationSettings } from '../../hooks/useGenerationSettings';
import { LanguageSettingContext } from '../../hooks/useLanguageSetting';
import { useRunStream } from '../../hooks/useRunStream';
import { useGenerationCapabilities } from '../../hooks/useGenerationCapabilities';
import { useVideoModel } from '../../hooks/useVideoModel';
import { findVideoModel } from '../../../../../shared/domain/video-models';
import { ApiError } from '../../../../api/client';
import { forgetActiveRun, readActiveRunId, rememberActiveRun } from '../../active-run';
import { useUploadQueue } from '../../hooks/useUploadQueue';
import { useMediaQuery } from '../../../shell/hooks/useMediaQuery';
import { VideoSettingsPanel } from '../reels/VideoSettingsPanel';
import { AdvancedSettings } from './AdvancedSettings';
import { GenerateAction } from './GenerateAction';
import {
  buildRunInput,
  canGenerate,
  needsSubjectLine,
  createInitialForm,
  findSubmissionProblem,
  withUploads,
  type GeneratorForm,
  type GeneratorTab,
  type UploadEntry,
} from './generator-form';
import { GenerationProgressPanel } from './GenerationProgressPanel';
import { LanguageControl } from './LanguageControl';
import { PlatformPicker } from './PlatformPicker';
import { QuickStartTab } from './QuickStartTab';
import { ReelsTab } from './ReelsTab';
import { UploadTab } from './UploadTab';
import { UrlTab } from './UrlTab';
import { rememberSchedulePreset } from '../../../posts/schedule-preset';
import { ActiveBrandPackNote } from '../../../library/components/brand-packs/ActiveBrandPackNote';
import { ProjectRunNote } from '../../../library/components/projects/ProjectRunNote';

/** The tabs in order; each tab's label is `tabs.{value}` in the catalogue. */
const TABS: ReadonlyArray<{ value: GeneratorTab; icon: typeof Sparkles }> = [
  { value: 'prompt', icon: Sparkles },
  { value: 'url', icon: Link2 },
  { value: 'reels', icon: Video },
  { value: 'upload', icon: Upload },
];

/** A message shown above the Generate button: the spec's alert and, when the server gave one, its detail. */
interface SubmitProblem {
  title: string;
  detail?: string;
}

/**
 * The generator screen (/app/create, 'Postforge Agent'): four source tabs sharing one form (kept when switching
 * tabs), the platform picker and settings beside the input on wide screens, Generate, and the live progress of
 * the run; a completed run opens /app/review. The run this tab started is remembered, so leaving the screen
 * during a run and coming back shows its progress again. Opened from a calendar slot (`slot`, an ISO instant),
 * the run Generate starts presets that time in its posts' Schedule step. Opened from a project (`projectId`),
 * the run's images and videos land in that project.
 */
export function GeneratorScreen({ slot, projectId }: { slot?: string; projectId?: string }) {
  const { t } = useTranslation('generation');
  const headingId = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<GeneratorForm>(createInitialForm);
  const [runId, setRunId] = useState<string | undefined>(readActiveRunId);
  const [isUploading, setIsUploading] = useState(false);
  const [isAskingSubject, setIsAskingSubject] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const createRun = useCreateRun();
  const settings = useGenerationSettings();
  const capabilities = useGenerationCapabilities();
  const videoModel = useVideoModel();
  const isWebSearchAvailable = capabilities.data?.webSearch.isAvailable ?? true;
  const language = form.language ?? settings.data?.defaultLanguage ?? 'auto';
  const runStream = useRunStream(runId);
  const run = runStream.data?.id === runId ? runStream.data : undefined;
  const isWide = useMediaQuery('(min-width: 1024px)');
  const hasSettings = form.tab !== 'reels';

  const isRunMissing = runStream.error instanceof ApiError && runStream.error.status === 404;
  const isRunActive = runId !== undefined && run?.status !== 'failed' && !isRunMissing;
  const isGenerating = isUploading || createRun.isPending || isRunActive;

  useEffect(() => {
    if (runId !== undefined && (run?.status === 'completed' || run?.status === 'failed' || isRunMissing)) {
      forgetActiveRun();
    }
    if (runId !== undefined && run?.status === 'completed') {
      void navigate({ to: '/app/review', search: { run: runId } });
    }
  }, [navigate, run?.status, runId, isRunMissing]);

  function update(patch: Partial<GeneratorForm>) {
    setForm((current) => ({ ...current, ...patch }));
  }

  function updateUploadEntry(key: string, patch: Partial<UploadEntry>) {
    setForm((current) => ({
      ...current,
      uploads: current.uploads.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    }));
  }
  const uploadQueue = useUploadQueue(updateUploadEntry);

  // A new file list makes an earlier message about the files stale: the rows carry their own errors.
  function handleUploadsChange(uploads: UploadEntry[]) {
    const known = new Set(form.uploads.map((entry) => entry.key));
    setProblem(null);
    setForm((current) => withUploads(current, uploads));
    uploadQueue.uploadChosen(uploads.filter((entry) => !known.has(entry.key)));
  }

  async function handleGenerate() {
    // Only an instruction about the files: the run waits for one line about their subject.
    if (needsSubjectLine(form)) {
      setIsAskingSubject(true);
      setProblem(null);
      return;
    }
    const submissionProblem = findSubmissionProblem(form);
    if (submissionProblem) {
      setProblem({ title: submissionProblem });
      return;
    }
    setProblem(null);
    setRunId(undefined);
    let uploadedAssetIds: string[] = [];
    if (form.tab === 'upload') {
      setIsUploading(true);
      try {
        uploadedAssetIds = await Promise.all(form.uploads.map(uploadQueue.upload));
      } catch (error) {
        setProblem({ title: error instanceof Error ? error.message : t('upload.failed') });
        return;
      } finally {
        setIsUploading(false);
      }
    }
    try {
      const { runId: startedRunId } = await createRun.mutateAsync({
        ...buildRunInput(
          { ...form, useWebSearch: form.useWebSearch && isWebSearchAvailable },
          uploadedAssetIds,
          videoModel.data ? findVideoModel(videoModel.data.modelId) : undefined,
        ),
        ...(projectId ? { projectId } : {}),
      });
      rememberActiveRun(startedRunId);
      if (slot) rememberSchedulePreset(new Date(slot), startedRunId);
      setRunId(startedRunId);
    } catch (error) {
      setProblem({
        title: t('alerts.generationFailed'),
        detail: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const variationCount = form.variations.length;
  const postCount = expectedPostCount(form.platforms.length, variationCount);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('screen.title')}
        </h1>
        <p className="text-muted-foreground">{t('screen.intro')}</p>
        <ActiveBrandPackNote />
        {projectId && <ProjectRunNote projectId={projectId} />}
      </header>
      <LanguageSettingContext value={language}>
        <Tabs value={form.tab} onValueChange={(value) => update({ tab: value as GeneratorTab })}>
          <TabsList
            aria-label={t('screen.sources')}
            className="grid! h-auto! w-full grid-cols-2 sm:inline-flex! sm:h-10! sm:w-auto"
          >
            {TABS.map(({ value, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(`tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0">
              <TabsContent value="prompt" forceMount className="data-[state=inactive]:hidden">
                <QuickStartTab
                  prompt={form.quickPrompt}
                  onPromptChange={(quickPrompt) => update({ quickPrompt })}
                  useWebSearch={form.useWebSearch}
                  onUseWebSearchChange={(useWebSearch) => update({ useWebSearch })}
                  isWebSearchAvailable={isWebSearchAvailable}
                  disabled={isGenerating}
                />
              </TabsContent>
              <TabsContent value="url" forceMount className="data-[state=inactive]:hidden">
                <UrlTab
                  url={form.url}
                  onUrlChange={(url) => update({ url })}
                  scrape={form.scrape}
                  onScraped={(scrape, urlPrompt) => update({ scrape, urlPrompt })}
                  prompt={form.urlPrompt}
                  onPromptChange={(urlPrompt) => update({ urlPrompt })}
                  disabled={isGenerating}
                />
              </TabsContent>
              <TabsContent value="reels" forceMount className="data-[state=inactive]:hidden">
                <ReelsTab
                  clip={form.reelsClip}
                  onClipChange={(reelsClip) => update({ reelsClip })}
                  variations={form.variations}
                  onVariationsChange={(variations) => update({ variations })}
                  platform={form.platforms[0]}
                  disabled={isGenerating}
                />
              </TabsContent>
              <TabsContent value="upload" forceMount className="data-[state=inactive]:hidden">
                <UploadTab
                  uploads={form.uploads}
                  onUploadsChange={handleUploadsChange}
                  prompt={form.uploadPrompt}
                  onPromptChange={(uploadPrompt) => update({ uploadPrompt })}
                  subject={form.uploadSubject}
                  onSubjectChange={(uploadSubject) => update({ uploadSubject })}
                  isAskingSubject={isAskingSubject && isMediaInstruction(form.uploadPrompt)}
                  disabled={isGenerating}
                />
              </TabsContent>
              {isWide && hasSettings && form.aiVideos && (
                <div className="mt-6">
                  <VideoSettingsPanel
                    value={form.videoConfig}
                    onChange={(videoConfig) => update({ videoConfig })}
                  />
                </div>
              )}
            </div>
            <aside
              aria-label={t('screen.settings')}
              className="flex flex-col gap-6 rounded-xl border bg-card p-4 sm:p-5"
            >
              <PlatformPicker
                value={form.platforms}
                onChange={(platforms) => update({ platforms })}
                disabled={isGenerating}
              />
              <LanguageControl
                value={language}
                onChange={(next) => update({ language: next })}
                disabled={isGenerating}
              />
              {hasSettings && (
                <AdvancedSettings
                  value={form}
                  onChange={update}
                  disabled={isGenerating}
                  isVideoSettingsInline={!isWide}
                />
              )}
              <GenerateAction
                isGenerating={isGenerating}
                canGenerate={canGenerate(form, isGenerating)}
                postCount={postCount}
                problem={problem}
                onGenerate={() => void handleGenerate()}
              />
            </aside>
          </div>
        </Tabs>
      </LanguageSettingContext>
      {runId !== undefined && !isRunMissing && (
        <GenerationProgressPanel
          run={run}
          streamState={runStream.streamState}
          onRefresh={() => void runStream.refetch()}
        />
      )}
    </div>
  );
}
