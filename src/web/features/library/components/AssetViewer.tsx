import {
  Copy,
  Download,
  ExternalLink,
  FileText,
  Pencil,
  RotateCcw,
  Volume2,
  VolumeX,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryAsset } from '../../../../shared/contracts/library';
import { Badge, Button, Dialog, DialogContent, getButtonClasses, toast } from '../../../ui';
import { formatDuration, formatFileSize, visibleTags } from '../format';
import { downloadUrl, saveDownload, useBulkAction, useRecordView } from '../hooks/useLibrary';
import { AssetEditor } from './AssetEditor';

/**
 * A document in the viewer: a PDF in the browser's own viewer, framed from our origin (the file is served with
 * a CSP sandbox and `frame-ancestors 'self'`; Chromium's viewer refuses the iframe `sandbox` attribute), or
 * the spec's 'Document preview not available'; then the file's name and size and 'Open Document' (a PDF opens
 * in a new tab, other documents download).
 */
function DocumentPreview({ asset, onDownload }: { asset: LibraryAsset; onDownload: () => void }) {
  const { t } = useTranslation('library');
  const isPdf = asset.contentType === 'application/pdf';
  return (
    <div className="space-y-3">
      {isPdf ? (
        <iframe
          src={asset.url}
          title={t('viewer.pdfFrame', { name: asset.title })}
          className="h-[60vh] w-full rounded border bg-muted"
        />
      ) : (
        <p className="rounded bg-muted p-6 text-center text-muted-foreground">
          {t('viewer.noDocumentPreview')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 rounded border p-3 text-sm">
        <FileText aria-hidden className="size-6 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{asset.title}</p>
          <p className="text-xs text-muted-foreground">{formatFileSize(asset.size)}</p>
        </div>
        {isPdf ? (
          <a
            href={asset.url}
            target="_blank"
            rel="noopener noreferrer"
            className={getButtonClasses({ size: 'sm' })}
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('viewer.openDocument')}
          </a>
        ) : (
          <Button size="sm" onClick={onDownload}>
            <Download aria-hidden className="size-4" />
            {t('viewer.openDocument')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The media of the viewer: zoomable image, video with a mute toggle, audio player, or the document. */
function ViewerMedia({ asset, onDownload }: { asset: LibraryAsset; onDownload: () => void }) {
  const { t } = useTranslation('library');
  const [zoom, setZoom] = useState(1);
  const [isMuted, setIsMuted] = useState(true);
  if (asset.type === 'image') {
    return (
      <div className="space-y-2">
        <div className="flex max-h-[60vh] justify-center overflow-auto rounded bg-muted">
          <img
            src={asset.url}
            alt={asset.description || asset.title}
            style={{ transform: `scale(${zoom})`, transformOrigin: 'top center' }}
            className="max-h-[60vh] object-contain transition-transform"
          />
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setZoom((value) => Math.min(4, value + 0.25))}>
            <ZoomIn aria-hidden className="size-4" />
            {t('viewer.zoomIn')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setZoom((value) => Math.max(0.25, value - 0.25))}
          >
            <ZoomOut aria-hidden className="size-4" />
            {t('viewer.zoomOut')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setZoom(1)}>
            <RotateCcw aria-hidden className="size-4" />
            {t('viewer.resetZoom')}
          </Button>
        </div>
      </div>
    );
  }
  if (asset.type === 'video') {
    return (
      <div className="space-y-2">
        <video
          src={asset.url}
          poster={asset.thumbnailUrl ?? undefined}
          controls
          muted={isMuted}
          className="max-h-[60vh] w-full rounded bg-black"
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => setIsMuted((value) => !value)}
          aria-pressed={isMuted}
        >
          {isMuted ? <VolumeX aria-hidden className="size-4" /> : <Volume2 aria-hidden className="size-4" />}
          {isMuted ? t('viewer.unmute') : t('viewer.mute')}
        </Button>
      </div>
    );
  }
  if (asset.type === 'audio') {
    return <audio src={asset.url} controls className="w-full" aria-label={asset.title} />;
  }
  return <DocumentPreview asset={asset} onDownload={onDownload} />;
}

/**
 * The classes that make the viewer's dialog the editor's full-screen overlay (spec 2 §2); important, as `cn`
 * does not merge conflicting utilities and the dialog's centred-card classes would win otherwise.
 */
const editorOverlayClasses =
  'sm:inset-0! sm:max-h-none! sm:w-full! sm:max-w-none! sm:translate-x-0! sm:translate-y-0! sm:rounded-none!';

interface AssetViewerProps {
  asset: LibraryAsset | null;
  canEdit: boolean;
  onClose: () => void;
}

/** The asset viewer: the media, and a side panel with Edit, Download, Duplicate, info, tags and usage. */
export function AssetViewer({ asset: opened, canEdit, onClose }: AssetViewerProps) {
  const { t, i18n } = useTranslation('library');
  const recordView = useRecordView();
  const bulk = useBulkAction();
  const [asset, setAsset] = useState(opened);
  const [isEditing, setIsEditing] = useState(false);
  const { mutate: record } = recordView;

  useEffect(() => {
    setAsset(opened);
    setIsEditing(false);
    if (opened) record(opened.id, { onSuccess: (answer) => setAsset(answer.asset) });
  }, [opened, record]);

  if (!asset) return null;
  const { shown, more } = visibleTags(asset.tags);
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : '—');
  const download = async () => {
    try {
      await saveDownload(downloadUrl(asset.id), asset.title);
      setAsset({ ...asset, usage: { ...asset.usage, downloads: asset.usage.downloads + 1 } });
    } catch {
      toast.error(t('errors.download'));
    }
  };
  const info: [string, string][] = [
    [t('viewer.type'), t(`types.${asset.type}`)],
    [t('viewer.size'), formatFileSize(asset.size)],
    ...(asset.width && asset.height
      ? [[t('viewer.dimensions'), `${asset.width} × ${asset.height}`] as [string, string]]
      : []),
    ...(asset.durationSeconds !== null
      ? [[t('viewer.duration'), formatDuration(asset.durationSeconds)] as [string, string]]
      : []),
    [t('viewer.created'), date(asset.createdAt)],
    [t('viewer.modified'), date(asset.modifiedAt)],
  ];
  const usage: [string, string][] = [
    [t('viewer.views'), String(asset.usage.views)],
    [t('viewer.downloads'), String(asset.usage.downloads)],
    [t('viewer.shares'), String(asset.usage.shares)],
    [t('viewer.lastAccessed'), date(asset.usage.lastAccessed)],
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={asset.title}
        description={asset.description}
        className={isEditing ? editorOverlayClasses : 'sm:max-w-5xl!'}
      >
        {isEditing ? (
          <AssetEditor
            asset={asset}
            onDone={(saved) => {
              if (saved) setAsset(saved);
              setIsEditing(false);
            }}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
            <ViewerMedia asset={asset} onDownload={() => void download()} />
            <aside className="space-y-4 text-sm">
              <div className="flex flex-wrap gap-2">
                {canEdit && (
                  <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
                    <Pencil aria-hidden className="size-4" />
                    {t('viewer.edit')}
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => void download()}>
                  <Download aria-hidden className="size-4" />
                  {t('viewer.download')}
                </Button>
                {canEdit && (
                  <Button
                    size="sm"
                    variant="outline"
                    isLoading={bulk.isPending}
                    onClick={() =>
                      bulk.mutate(
                        { action: 'duplicate', assetIds: [asset.id] },
                        {
                          onSuccess: () => toast.success(t('bulk.done.duplicate', { count: 1 })),
                          onError: (error) => toast.error(error.message),
                        },
                      )
                    }
                  >
                    <Copy aria-hidden className="size-4" />
                    {t('viewer.duplicate')}
                  </Button>
                )}
              </div>
              <section>
                <h3 className="mb-1 font-semibold">{t('viewer.info')}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {info.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
              <section>
                <h3 className="mb-1 font-semibold">{t('viewer.tags')}</h3>
                <div className="flex flex-wrap gap-1">
                  {shown.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                  {more > 0 && <Badge variant="outline">+{more}</Badge>}
                </div>
              </section>
              <section>
                <h3 className="mb-1 font-semibold">{t('viewer.usage')}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {usage.map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </aside>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
