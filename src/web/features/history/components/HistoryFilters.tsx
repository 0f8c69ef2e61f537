import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { postRecordStatuses, type PostRecordStatus } from '../../../../shared/domain/post-records';
import { generationPlatformIds, type GenerationPlatformId } from '../../../../shared/domain/platforms';
import { addCalendarDays, zonedDateTimeToInstant } from '../../../../shared/domain/schedule';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import type { HistoryFilterState } from '../hooks/usePostHistory';
import { useUserTimeZone } from '../../preferences/hooks/useTimeZone';

const any = 'all';

/**
 * The history's filters: search (title and content, sent on Enter or Search), status, platform and a date
 * range in the user's time zone (both days included).
 */
export function HistoryFilters({ onChange }: { onChange: (filters: HistoryFilterState) => void }) {
  const { t } = useTranslation(['history', 'review']);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PostRecordStatus | typeof any>(any);
  const [platform, setPlatform] = useState<GenerationPlatformId | typeof any>(any);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const zone = useUserTimeZone();

  const apply = (
    changes: Partial<{ search: string; status: string; platform: string; fromDate: string; toDate: string }>,
  ) => {
    const next = { search, status, platform, fromDate, toDate, ...changes };
    const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
    onChange({
      ...(next.search.trim() ? { q: next.search.trim() } : {}),
      ...(next.status !== any ? { status: next.status as PostRecordStatus } : {}),
      ...(next.platform !== any ? { platform: next.platform as GenerationPlatformId } : {}),
      ...(isDate(next.fromDate)
        ? { from: zonedDateTimeToInstant(next.fromDate, '00:00', zone).toISOString() }
        : {}),
      ...(isDate(next.toDate)
        ? { to: zonedDateTimeToInstant(addCalendarDays(next.toDate, 1), '00:00', zone).toISOString() }
        : {}),
    });
  };
  const isFiltered = search !== '' || status !== any || platform !== any || fromDate !== '' || toDate !== '';
  const clear = () => {
    setSearch('');
    setStatus(any);
    setPlatform(any);
    setFromDate('');
    setToDate('');
    onChange({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="flex items-end gap-2 sm:col-span-2">
        <Field label={t('filters.search')} className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline" size="icon" aria-label={t('filters.searchButton')}>
          <Search aria-hidden="true" />
        </Button>
      </div>
      <Select
        label={t('filters.status')}
        value={status}
        items={[
          { value: any, label: t('filters.anyStatus') },
          ...postRecordStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        onValueChange={(value) => {
          setStatus(value);
          apply({ status: value });
        }}
      />
      <Select
        label={t('filters.platform')}
        value={platform}
        items={[
          { value: any, label: t('filters.anyPlatform') },
          ...generationPlatformIds.map((value) => ({ value, label: t(`review:platforms.${value}`) })),
        ]}
        onValueChange={(value) => {
          setPlatform(value);
          apply({ platform: value });
        }}
      />
      <Field label={t('filters.from')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={fromDate}
            onChange={(event) => {
              setFromDate(event.currentTarget.value);
              apply({ fromDate: event.currentTarget.value });
            }}
          />
        )}
      </Field>
      <Field label={t('filters.to')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={toDate}
            onChange={(event) => {
              setToDate(event.currentTarget.value);
              apply({ toDate: event.currentTarget.value });
            }}
          />
        )}
      </Field>
      {isFiltered && (
        <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={clear}>
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      )}
    </form>
  );
}
