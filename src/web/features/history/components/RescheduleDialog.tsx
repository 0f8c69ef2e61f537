import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { clockTimeIn } from '../../../../shared/domain/calendar';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import { calendarDateIn, isScheduleDateAllowed } from '../../../../shared/domain/schedule';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toaster';
import { useReschedulePost } from '../hooks/useReschedulePost';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

/**
 * Moves a scheduled post to another date and time in the user's time zone: the history's Reschedule and the
 * calendar's keyboard alternative to dragging.
 */
export function RescheduleDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('history');
  const timeZone = useUserTimeZone();
  const current = post.scheduledFor ? new Date(post.scheduledFor) : new Date();
  const [date, setDate] = useState(calendarDateIn(current, timeZone));
  const [time, setTime] = useState(clockTimeIn(current, timeZone));
  const reschedule = useReschedulePost();
  const isDateValid = /^\d{4}-\d{2}-\d{2}$/.test(date) && isScheduleDateAllowed(date, new Date(), timeZone);
  const canSave = isDateValid && /^\d{2}:\d{2}$/.test(time) && !reschedule.isPending;

  const save = () =>
    reschedule.mutate(
      {
        postId: post.id,
        localTime: { date, time },
        timeZone,
      },
      {
        onSuccess: () => {
          toast.success(t('reschedule.done'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('reschedule.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
        description={t('reschedule.description', { zone: timeZone })}
        footer={
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button disabled={!canSave} isLoading={reschedule.isPending} onClick={save}>
              {t('reschedule.save')}
            </Button>
          </>
        }
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('reschedule.date')} isRequired>
            {(control) => (
              <Input
                {...control}
                type="date"
                min={calendarDateIn(new Date(), timeZone)}
                value={date}
                onChange={(event) => setDate(event.currentTarget.value)}
              />
            )}
          </Field>
          <Field label={t('reschedule.time')} isRequired>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
      </DialogContent>
    </Dialog>
  );
}
