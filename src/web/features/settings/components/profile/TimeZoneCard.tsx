import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeTimeZone, supportedTimeZones } from '../../../../../shared/domain/time-zones';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
} from '../../../../ui';
import { CONTROL_CLASSES } from '../../../../ui/Input';
import { cn } from '../../../../ui/cn';
import { toast } from '../../../../ui/Toaster';
import { useSaveTimeZone, useUserTimeZone } from '../../../preferences/hooks/useTimeZone';

/** The zone's current offset from UTC as 'GMT+13' (in the interface language's style). */
function offsetLabel(zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? '';
}

/**
 * Profile › Time zone: a searchable list of the IANA zones the browser knows (Intl.supportedValuesOf). The
 * chosen zone is saved to the account; schedules, history and the calendar show and choose times in it.
 */
export function TimeZoneCard() {
  const { t, i18n } = useTranslation('settings');
  const current = useUserTimeZone();
  const save = useSaveTimeZone();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(current);
  const zones = useMemo(() => supportedTimeZones(), []);
  // One formatter per zone is slow-ish (~400 zones): the labels are made once per language, not per keystroke.
  const labels = useMemo(
    () =>
      new Map(
        zones.map((zone) => [zone, `${zone.replaceAll('_', ' ')} (${offsetLabel(zone, i18n.language)})`]),
      ),
    [zones, i18n.language],
  );
  const needle = search.trim().toLowerCase().replace(/\s+/g, '_');
  const matches = zones.filter((zone) => zone.toLowerCase().includes(needle));
  const shown = matches.includes(chosen) || needle !== '' ? matches : [chosen, ...matches];
  const browserZone = runtimeTimeZone();

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: (saved) => toast.success(t('timeZone.saved', { zone: saved.timeZone ?? chosen })),
      onError: (error) => toast.error(t('timeZone.saveFailed', { reason: error.message })),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('timeZone.title')}</CardTitle>
        <CardDescription>{t('timeZone.intro', { zone: current })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t('timeZone.search')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              placeholder={t('timeZone.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('timeZone.zone')}
          hint={shown.length === 0 ? t('timeZone.noMatch') : t('timeZone.count', { count: shown.length })}
        >
          {(control) => (
            <select
              {...control}
              size={8}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className={cn(CONTROL_CLASSES, 'h-auto py-1')}
            >
              {shown.map((zone) => (
                <option key={zone} value={zone}>
                  {labels.get(zone) ?? zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={submit} isLoading={save.isPending} disabled={chosen === current || save.isPending}>
            {t('timeZone.save')}
          </Button>
          {browserZone !== chosen ? (
            <Button variant="outline" onClick={() => setChosen(browserZone)}>
              {t('timeZone.useBrowser', { zone: browserZone })}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
