import { useId, useState } from 'react';
import { CalendarClock, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PostRecord } from '../../../../shared/contracts/posts';
import { defaultBoostSettings, type BoostSettings } from '../../../../shared/domain/boost';
import { modalTitlePreviewLength, truncateText } from '../../../../shared/domain/formatting';
import {
  calendarDateIn,
  defaultScheduleTime,
  isScheduleDateAllowed,
} from '../../../../shared/domain/schedule';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toaster';
import { DestinationPicker, defaultDestinations } from '../../posts/components/DestinationPicker';
import { BoostSection } from '../../posts/components/BoostSection';
import { usePublishStoredPost } from '../hooks/usePublishStoredPost';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

/**
 * Post Now or Schedule for Later of a stored draft, with the review modal's texts (namespace `review`): the
 * schedule step presets tomorrow 09:00 in the user's time zone, allows no date before today, and Schedule
 * Post needs both date and time.
 */
export function PublishDraftDialog({
  post,
  isOpen,
  onOpenChange,
}: {
  post: PostRecord;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation('review');
  const { t: th } = useTranslation('history');
  const timeZone = useUserTimeZone();
  const [step, setStep] = useState<'choose' | 'schedule'>('choose');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [destinations, setDestinations] = useState<string[]>([...defaultDestinations]);
  const reasonId = useId();
  const hasDestination = destinations.length > 0;
  const describedBy = hasDestination ? undefined : reasonId;
  const [boost, setBoost] = useState<BoostSettings>({ ...defaultBoostSettings });
  const publish = usePublishStoredPost();
  const canSend = hasDestination && !publish.isPending;
  const isDateValid = date !== '' && isScheduleDateAllowed(date, new Date(), timeZone);

  const chooseSchedule = () => {
    // A stored draft was not started from a calendar slot in this step: tomorrow 09:00.
    const preset = defaultScheduleTime(new Date(), timeZone);
    setDate(preset.date);
    setTime(preset.time);
    setStep('schedule');
  };
  const send = (mode: 'now' | 'schedule') =>
    publish.mutate(
      {
        postId: post.id,
        body: {
          mode,
          ...(mode === 'schedule' ? { localTime: { date, time } } : {}),
          timeZone,
          destinations,
          boost,
        },
      },
      {
        onSuccess: () => {
          toast.success(mode === 'now' ? t('publish.posted') : t('publish.scheduled'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const footer =
    step === 'choose' ? (
      <>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('publish.cancel')}
        </Button>
        <Button variant="outline" disabled={!canSend} aria-describedby={describedBy} onClick={chooseSchedule}>
          <CalendarClock aria-hidden="true" />
          {t('publish.scheduleForLater')}
        </Button>
        <Button
          disabled={!canSend}
          aria-describedby={describedBy}
          isLoading={publish.isPending}
          onClick={() => send('now')}
        >
          <Send aria-hidden="true" />
          {t('publish.postNow')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={() => setStep('choose')}>
          {t('publish.back')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('publish.cancel')}
        </Button>
        <Button
          disabled={!canSend || !isDateValid || time === ''}
          aria-describedby={describedBy}
          isLoading={publish.isPending}
          onClick={() => send('schedule')}
        >
          {t('publish.schedulePost')}
        </Button>
      </>
    );

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (next) setStep('choose');
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={th('publish.title', { title: truncateText(post.title, modalTitlePreviewLength) })}
        description={t('publish.description')}
        footer={footer}
      >
        {step === 'schedule' && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('publish.date')} isRequired>
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
            <Field label={t('publish.time')} isRequired hint={t('publish.timeZone', { zone: timeZone })}>
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
        )}
        <DestinationPicker value={destinations} onChange={setDestinations} reasonId={reasonId} />
        <BoostSection value={boost} onChange={setBoost} />
      </DialogContent>
    </Dialog>
  );
}
