import type { TFunction } from 'i18next';

const secondsPerUnit = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/**
 * How long ago a moment was, as the dashboard says it: the spec's compact age (spec 1 §9: one unit, floored,
 * '3d ago' in English) worded by the `dashboard` catalogue ('vor 3 Tagen' in German). `now` in ms since the
 * epoch; a moment in the future reads as 0 seconds ago.
 */
export function formatAge(t: TFunction<'dashboard'>, moment: string | number | Date, now: number): string {
  const time = moment instanceof Date ? moment.getTime() : new Date(moment).getTime();
  const seconds = Math.max(0, Math.floor((now - time) / 1000));
  const [unit, size] = secondsPerUnit.find(([, length]) => seconds >= length) ?? ['second', 1];
  return t('stats.ago', { age: t(`stats.age.${unit}`, { count: Math.floor(seconds / size) }) });
}
