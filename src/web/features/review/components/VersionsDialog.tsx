import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { PostVersion } from '../../../../shared/contracts/review';
import { useLocaleFormat } from '../../../i18n/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/Dialog';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/Toaster';
import { usePostVersions, type usePostActions } from '../hooks/usePostActions';

function VersionItem({
  version,
  canRestore,
  isRestoring,
  onRestore,
}: {
  version: PostVersion;
  canRestore: boolean;
  isRestoring: boolean;
  onRestore: () => void;
}) {
  const { t } = useTranslation('review');
  const { dateTime } = useLocaleFormat();
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="secondary">{t(`versions.reason.${version.reason}`)}</Badge>
        <time dateTime={version.createdAt}>{dateTime(version.createdAt)}</time>
        {version.createdBy && <span>{t('versions.by', { name: version.createdBy })}</span>}
      </div>
      <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap">{version.content}</p>
      {version.image && (
        <img src={version.image} alt="" className="h-16 w-16 rounded border object-cover" loading="lazy" />
      )}
      {canRestore && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          isLoading={isRestoring}
          onClick={onRestore}
        >
          {t('versions.restore')}
        </Button>
      )}
    </li>
  );
}

/** 'Versions': the post's previous states, newest first, each with what replaced it, when, who, and Restore. */
export function VersionsDialog({
  postId,
  actions,
  canEdit,
}: {
  postId: string;
  actions: ReturnType<typeof usePostActions>;
  canEdit: boolean;
}) {
  const { t } = useTranslation('review');
  const [isOpen, setIsOpen] = useState(false);
  const versions = usePostVersions(postId, isOpen);
  const [restoring, setRestoring] = useState<string | null>(null);

  const handleRestore = (versionId: string) => {
    setRestoring(versionId);
    actions.restore.mutate(versionId, {
      onSuccess: () => {
        toast.success(t('versions.restored'));
        setIsOpen(false);
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => setRestoring(null),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <History aria-hidden="true" />
          {t('versions.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('versions.title')} description={t('versions.description')}>
        {versions.isPending && (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only" role="status">
              {t('versions.loading')}
            </span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        )}
        {versions.isError && (
          <div role="alert" className="flex flex-col gap-2 text-sm text-destructive">
            {t('versions.loadFailed')}
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => void versions.refetch()}
            >
              {t('retry')}
            </Button>
          </div>
        )}
        {versions.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('versions.empty')}</p>
        )}
        {versions.data && versions.data.length > 0 && (
          <ol className="flex flex-col gap-2" aria-label={t('versions.title')}>
            {versions.data.map((version) => (
              <VersionItem
                key={version.id}
                version={version}
                canRestore={canEdit}
                isRestoring={restoring === version.id}
                onRestore={() => handleRestore(version.id)}
              />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
