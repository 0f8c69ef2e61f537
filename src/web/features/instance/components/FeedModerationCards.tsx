import { useState } from 'react';
import { BadgeCheck, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedReport, ModeratedAuthor } from '../../../../shared/contracts/feed';
import { useLocaleFormat } from '../../../i18n/format';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  toast,
} from '../../../ui';
import {
  useFeedAuthors,
  useFeedReports,
  useResolveFeedReport,
  useSetFeedAuthorFlags,
} from '../hooks/useFeedModeration';
import { DateTime } from './DateTime';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

/** A failed load inside a card, with Try again. */
function LoadFailed({
  reason,
  isRetrying,
  onRetry,
}: {
  reason: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('instance');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-3">
      <p className="text-sm font-medium text-destructive">{t('page.loadFailed', { reason })}</p>
      <Button variant="outline" isLoading={isRetrying} onClick={onRetry}>
        {t('page.tryAgain')}
      </Button>
    </div>
  );
}

/** One open report: what was reported (post or comment), by whom, why, and the owner's two answers. */
function ReportItem({ report, onRemove }: { report: FeedReport; onRemove: (report: FeedReport) => void }) {
  const { t } = useTranslation('instance');
  const resolve = useResolveFeedReport();
  const setFlags = useSetFeedAuthorFlags();
  const kind = report.commentId ? 'comment' : 'post';
  const handleDismiss = () =>
    resolve.mutate(
      { report, action: 'dismiss' },
      {
        onSuccess: () => toast.success(t('moderation.dismissed')),
        onError: (error) => toast.error(t('moderation.actionFailed', { reason: error.message })),
      },
    );
  const handleHideAuthor = () =>
    setFlags.mutate(
      { userId: report.authorId, isHidden: true },
      {
        onSuccess: () => toast.success(t('moderation.authorHidden', { name: report.authorName })),
        onError: (error) => toast.error(t('moderation.actionFailed', { reason: error.message })),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <Badge variant="secondary">{t(`moderation.kinds.${kind}`)}</Badge>
          <span className="font-medium">{t('moderation.by', { name: report.authorName })}</span>
        </span>
        <DateTime value={report.createdAt} />
      </p>
      <blockquote className="border-l-2 pl-3 whitespace-pre-wrap break-words text-muted-foreground">
        {report.content}
      </blockquote>
      <p>
        <span className="font-medium">{t('moderation.reason', { name: report.reporterName })}</span>{' '}
        <span className="break-words">{report.reason}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" onClick={() => onRemove(report)}>
          {t('moderation.remove')}
        </Button>
        <Button variant="outline" size="sm" isLoading={resolve.isPending} onClick={handleDismiss}>
          {t('moderation.dismiss')}
        </Button>
        {report.authorId && (
          <Button variant="ghost" size="sm" isLoading={setFlags.isPending} onClick={handleHideAuthor}>
            {t('moderation.hideAuthor', { name: report.authorName })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The open reports of the community feed, oldest first, with Remove content (confirmed) and Dismiss. */
export function FeedReportsCard() {
  const { t } = useTranslation('instance');
  const format = useLocaleFormat();
  const reports = useFeedReports();
  const remove = useResolveFeedReport();
  const [removing, setRemoving] = useState<FeedReport>();

  const handleConfirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { report: removing, action: 'remove' },
      {
        onSuccess: () => {
          setRemoving(undefined);
          toast.success(t('moderation.removed'));
        },
      },
    );
  };

  let body;
  if (reports.isError) {
    body = (
      <LoadFailed
        reason={reports.error.message}
        isRetrying={reports.isFetching}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (!reports.data) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (reports.data.reports.length === 0) {
    body = <EmptyState titleAs="p" title={t('moderation.noReports')} />;
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-label={t('moderation.reportsTitle')}>
        {reports.data.reports.map((report) => (
          <ReportItem key={report.id} report={report} onRemove={setRemoving} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('moderation.reportsTitle')}</CardTitle>
        <CardDescription>
          {t('moderation.reportsDescription', { total: format.number(reports.data?.reports.length ?? 0) })}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(undefined);
            remove.reset();
          }
        }}
        title={removing?.commentId ? t('moderation.removeCommentTitle') : t('moderation.removePostTitle')}
        description={removing?.content}
        confirmLabel={t('moderation.remove')}
        cancelLabel={t('moderation.cancel')}
        isPending={remove.isPending}
        error={remove.isError ? t('moderation.actionFailed', { reason: remove.error.message }) : undefined}
        onConfirm={handleConfirmRemove}
      />
    </Card>
  );
}

/** The feed's authors: the verified tick to grant or revoke and their posts to hide or show again. */
export function FeedAuthorsCard() {
  const { t } = useTranslation('instance');
  const format = useLocaleFormat();
  const authors = useFeedAuthors();
  const setFlags = useSetFeedAuthorFlags();
  const pendingId = setFlags.isPending ? setFlags.variables.userId : undefined;

  const handleFlags = (author: ModeratedAuthor, flags: { isVerified?: boolean; isHidden?: boolean }) =>
    setFlags.mutate(
      { userId: author.id, ...flags },
      { onError: (error) => toast.error(t('moderation.actionFailed', { reason: error.message })) },
    );

  const columns: TableColumn<ModeratedAuthor>[] = [
    {
      header: t('moderation.author'),
      cell: (author) => (
        <span className="flex flex-wrap items-center gap-1.5 font-medium">
          {author.name}
          {author.verified && (
            <BadgeCheck className="size-4 text-primary" role="img" aria-label={t('moderation.verified')} />
          )}
          {author.isHidden && (
            <Badge variant="outline">
              <EyeOff aria-hidden="true" className="size-3" />
              {t('moderation.hidden')}
            </Badge>
          )}
        </span>
      ),
    },
    { header: t('moderation.posts'), cell: (author) => format.number(author.posts) },
    {
      header: t('moderation.actions'),
      isLabelHidden: true,
      cell: (author) => (
        <span className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={pendingId === author.id}
            onClick={() => handleFlags(author, { isVerified: !author.verified })}
          >
            {author.verified ? t('moderation.revokeVerified') : t('moderation.grantVerified')}
            <span className="sr-only"> {author.name}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={pendingId === author.id}
            onClick={() => handleFlags(author, { isHidden: !author.isHidden })}
          >
            {author.isHidden ? t('moderation.unhidePosts') : t('moderation.hidePosts')}
            <span className="sr-only"> {author.name}</span>
          </Button>
        </span>
      ),
    },
  ];

  let body;
  if (authors.isError) {
    body = (
      <LoadFailed
        reason={authors.error.message}
        isRetrying={authors.isFetching}
        onRetry={() => void authors.refetch()}
      />
    );
  } else if (!authors.data) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (authors.data.authors.length === 0) {
    body = <EmptyState titleAs="p" title={t('moderation.noAuthors')} />;
  } else {
    body = (
      <ResponsiveTable
        caption={t('moderation.authorsTitle')}
        columns={columns}
        rows={authors.data.authors}
        getRowKey={(author) => author.id}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('moderation.authorsTitle')}</CardTitle>
        <CardDescription>{t('moderation.authorsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
