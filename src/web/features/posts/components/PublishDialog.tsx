import { useId, useMemo, useState } from 'react';
import { CalendarClock, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GeneratedPost } from '../../../../shared/contracts/generation';
import { defaultBoostSettings, type BoostSettings } from '../../../../shared/domain/boost';
import {
  calendarDateIn,
  defaultScheduleTime,
  isScheduleDateAllowed,
} from '../../../../shared/domain/schedule';
import { ApiError } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toaster';
import { useCounting } from '../../review/hooks/useCounting';
import { usePublishPost } from '../hooks/usePublishPost';
import { clearSchedulePreset, readSchedulePreset } from '../schedule-preset';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';
import { DestinationPicker, defaultDestinations } from './DestinationPicker';
import { BoostSection } from './BoostSection';
import { findDialogProblems, serverProblems, usePublishCheck } from '../publish-problems';
import { PublishProblems } from './PublishProblems';

/**
 * The Post now / Schedule modal of a review card (spec 1 §5, §8, §9): Post Now or Schedule for Later; the
 * schedule step (tomorrow 09:00 in the user's stored time zone, no date before today) with Back, Cancel and
 * Schedule Post; the destinations; Boost. A post over its platform's limit cannot be posted (the reason shown),
 * nor one that breaks a chosen destination's rules: the server's pre-publish check runs here as destinations are
 * ticked, and the problems it finds (or a 400 answer's `problems.N`) are listed under the destinations.
 */
export function PublishDialog({ post, runId }: { post: GeneratedPost; runId: string }) {
  const { t } = useTranslation('review');
  const [isOpen, setIsOpen] = useState(false);
  const [step, setStep] = useState<'choose' | 'schedule'>('choose');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [destinations, setDestinations] = useState<string[]>([...defaultDestinations]);
  const [answeredProblems, setAnsweredProblems] = useState<string[]>([]);
  const reasonId = useId();
  const problemsId = useId();
  const check = usePublishCheck();
  const problems = useMemo(
    () => (check ? findDialogProblems(check, post, destinations) : []),
    [check, post, destinations],
  );
  const hasProblems = problems.length > 0 || answeredProblems.length > 0;
  const hasDestination = destinations.length > 0;
  const describedBy =
    [hasDestination ? '' : reasonId, hasProblems ? problemsId : ''].filter(Boolean).join(' ') || undefined;
  const [boost, setBoost] = useState<BoostSettings>({ ...defaultBoostSettings });
  const publish = usePublishPost(runId);
  const counting = useCounting();
  const timeZone = useUserTimeZone();
  const isPublishable = counting ? counting.isPublishable(post) : true;
  const canSend = isPublishable && hasDestination && !hasProblems && !publish.isPending;
  const today = calendarDateIn(new Date(), timeZone);
  const isDateValid = date !== '' && isScheduleDateAllowed(date, new Date(), timeZone);

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) setStep('choose');
    setAnsweredProblems([]);
  };
  const chooseDestinations = (next: string[]) => {
    setDestinations(next);
    setAnsweredProblems([]);
  };
  const chooseSchedule = () => {
    // The calendar slot this post's run was started from presets its time; otherwise tomorrow 09:00.
    const preset =
      readSchedulePreset(runId, new Date(), timeZone) ?? defaultScheduleTime(new Date(), timeZone);
    setDate(preset.date);
    setTime(preset.time);
    setStep('schedule');
  };
  const send = (mode: 'now' | 'schedule') =>
    publish.mutate(
      {
        generatedPostId: post.id,
        mode,
        ...(mode === 'schedule' ? { localTime: { date, time } } : {}),
        timeZone,
        destinations,
        boost,
      },
      {
        onSuccess: () => {
          toast.success(mode === 'now' ? t('publish.posted') : t('publish.scheduled'));
          if (mode === 'schedule') clearSchedulePreset(runId);
          setIsOpen(false);
        },
        onError: (error) => {
          const answered = error instanceof ApiError ? serverProblems(error.fields) : [];
          if (answered.length > 0) {
            setAnsweredProblems(answered);
            setStep('choose');
          }
          toast.error(error.message);
        },
      },
    );

  const footer =
    step === 'choose' ? (
      <>
        <Button variant="outline" onClick={() => setIsOpen(false)}>
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
        <Button variant="outline" onClick={() => setIsOpen(false)}>
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
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Send aria-hidden="true" />
          {t('publish.open')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('publish.title')} description={t('publish.description')} footer={footer}>
        {!isPublishable && (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {t('publish.overLimit')}
          </p>
        )}
        {step === 'schedule' && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('publish.date')} isRequired>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  min={today}
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
        <DestinationPicker value={destinations} onChange={chooseDestinations} reasonId={reasonId} />
        <PublishProblems id={problemsId} problems={problems} answered={answeredProblems} />
        <BoostSection value={boost} onChange={setBoost} />
      </DialogContent>
    </Dialog>
  );
}
