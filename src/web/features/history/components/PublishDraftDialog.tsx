import { useState } from 'react';
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
import { Checkbox } from '../../../ui/Checkbox';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toaster';
import { BoostSection } from '../../posts/components/BoostSection';
import { clearSchedulePreset, readSchedulePreset } from '../../posts/schedule-preset';
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
  const [isCommunity, setIsCommunity] = useState(true);
  const [boost, setBoost] = useState<BoostSettings>({ ...defaultBoostSettings });
  const publish = usePublishStoredPost();
  const canSend = isCommunity && !publish.isPending;
  const isDateValid = date !== '' && isScheduleDateAllowed(date, new Date(), timeZone);

  const chooseSchedule = () => {
    const preset = readSchedulePreset(new Date(), timeZone) ?? defaultScheduleTime(new Date(), timeZone);
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
          destinations: ['community'],
          boost,
        },
      },
      {
        onSuccess: () => {
          toast.success(mode === 'now' ? t('publish.posted') : t('publish.scheduled'));
          if (mode === 'schedule') clearSchedulePreset();
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
        <Button variant="outline" disabled={!canSend} onClick={chooseSchedule}>
          <CalendarClock aria-hidden="true" />
          {t('publish.scheduleForLater')}
        </Button>
        <Button disabled={!canSend} isLoading={publish.isPending} onClick={() => send('now')}>
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
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('publish.destinations')}</h3>
          <Checkbox
            label={t('publish.community')}
            checked={isCommunity}
            onCheckedChange={(checked) => setIsCommunity(checked === true)}
          />
          <p className="text-xs text-muted-foreground">{t('publish.noAccounts')}</p>
        </section>
        <BoostSection value={boost} onChange={setBoost} />
      </DialogContent>
    </Dialog>
  );
}
