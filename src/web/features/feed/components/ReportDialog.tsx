import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedReportReasonMaxLength } from '../../../../shared/domain/feed';
import { Button, Dialog, DialogClose, DialogContent, Field, Select, Textarea } from '../../../ui';
import { useReportContent } from '../hooks/useFeedActions';

/** The reasons a visitor picks from; 'other' needs a few words. */
export const feedReportReasons = ['spam', 'harassment', 'hate', 'misinformation', 'sexual', 'other'] as const;
/** A report reason. */
export type FeedReportReason = (typeof feedReportReasons)[number];

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** What is reported; undefined keeps the dialog closed. */
  target: { postId: string } | { commentId: string } | undefined;
  onClose: () => void;
  /** Called once the report is stored. */
  onReported: () => void;
}

/**
 * Report a post or a comment: a reason from a list and optional details (required for 'Other'), sent as one
 * reason text the instance owner reads on the Instance screen. Errors stay in the dialog.
 */
export function ReportDialog({ target, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation('feed');
  const report = useReportContent();
  const [reason, setReason] = useState<FeedReportReason>();
  const [details, setDetails] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const detailsText = details.trim();
  const reasonError = isSubmitted && !reason ? t('report.reasonRequired') : undefined;
  const detailsError =
    isSubmitted && reason === 'other' && !detailsText ? t('report.detailsRequired') : undefined;

  const handleOpenChange = (open: boolean) => {
    if (open) return;
    setReason(undefined);
    setDetails('');
    setIsSubmitted(false);
    report.reset();
    onClose();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (!target || !reason || (reason === 'other' && !detailsText)) return;
    const label = t(`report.reasons.${reason}`);
    const text = detailsText ? `${label}: ${detailsText}` : label;
    report.mutate(
      { ...target, reason: text.slice(0, feedReportReasonMaxLength) },
      {
        onSuccess: () => {
          handleOpenChange(false);
          onReported();
        },
      },
    );
  };
  const isComment = target !== undefined && 'commentId' in target;

  return (
    <Dialog open={target !== undefined} onOpenChange={handleOpenChange}>
      {target && (
        <DialogContent
          title={isComment ? t('report.commentTitle') : t('report.postTitle')}
          description={t('report.description')}
        >
          <form id="feed-report-form" className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
            <Field label={t('report.reason')} error={reasonError} isRequired>
              {(control) => (
                <Select<FeedReportReason>
                  {...control}
                  placeholder={t('report.reasonPlaceholder')}
                  // '' shows the placeholder again after a reset (Radix Select's empty value).
                  value={reason ?? ('' as FeedReportReason)}
                  onValueChange={setReason}
                  items={feedReportReasons.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
                />
              )}
            </Field>
            <Field
              label={t('report.details')}
              hint={t('report.detailsHint')}
              error={detailsError}
              isRequired={reason === 'other'}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  value={details}
                  maxLength={feedReportReasonMaxLength - 40}
                  onChange={(event) => setDetails(event.target.value)}
                />
              )}
            </Field>
            {report.isError && (
              <p role="alert" className="text-sm text-destructive">
                {t('report.failed', { reason: report.error.message })}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('report.cancel')}</Button>
              </DialogClose>
              <Button type="submit" isLoading={report.isPending}>
                {t('report.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
