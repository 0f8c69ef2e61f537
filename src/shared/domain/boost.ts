/** Boost (paid promotion) rules of the post-now-or-schedule modal and the history modal (spec 1 §5, §9). */

export { defaultScheduleTime } from './schedule';

/** Campaign lengths offered, in days. */
export const boostDurations = [1, 3, 5, 7, 14] as const;
/** A campaign length in days. */
export type BoostDurationDays = (typeof boostDurations)[number];

/** Boost settings stored with a post (spec 1 §3); budget in US dollars for the whole campaign. */
export interface BoostSettings {
  enabled: boolean;
  budget: number;
  duration: BoostDurationDays;
  useAITiming: boolean;
}

/** Boost defaults: off, $25, 3 days, AI timing on. */
export const defaultBoostSettings: Readonly<BoostSettings> = {
  enabled: false,
  budget: 25,
  duration: 3,
  useAITiming: true,
};

/** Bounds of a budget control: slider range and the largest typed value. */
export interface BoostBudgetRange {
  min: number;
  step: number;
  sliderMax: number;
  inputMax: number;
}

/** Budget bounds in the post-now-or-schedule modal: 5 to 200 in steps of 5. */
export const postBoostBudgetRange: Readonly<BoostBudgetRange> = {
  min: 5,
  step: 5,
  sliderMax: 200,
  inputMax: 200,
};
/** Budget bounds in the post history modal: slider 5 to 1000, number input up to 10000, steps of 5. */
export const historyBoostBudgetRange: Readonly<BoostBudgetRange> = {
  min: 5,
  step: 5,
  sliderMax: 1000,
  inputMax: 10_000,
};

/** Budget used when the typed value is not a number. */
export const fallbackBoostBudget = 5;

/**
 * Turns a typed or slid budget into a valid one: non-numeric input gives 5; numbers are rounded to the
 * nearest step of 5 and clamped to [min, inputMax] of the given range (default: the post modal's 5-200).
 */
export function normalizeBoostBudget(
  value: string | number | null | undefined,
  range: Readonly<BoostBudgetRange> = postBoostBudgetRange,
): number {
  const parsed =
    typeof value === 'number'
      ? value
      : value === null || value === undefined || value.trim() === ''
        ? NaN
        : Number(value);
  if (!Number.isFinite(parsed)) return fallbackBoostBudget;
  const stepped = Math.round(parsed / range.step) * range.step;
  return Math.min(range.inputMax, Math.max(range.min, stepped));
}

/** True when the number is one of the offered campaign lengths. */
export function isBoostDuration(days: number): days is BoostDurationDays {
  return (boostDurations as readonly number[]).includes(days);
}

/** A lower and upper bound. */
export interface Bounds {
  min: number;
  max: number;
}

/** What the boost panel shows for a budget and length. */
export interface BoostEstimate {
  /** People reached. */
  reach: Bounds;
  /** Likes, comments and shares expected. */
  engagement: Bounds;
  /** Dollars per engagement, rounded to cents: budget / engagement.max up to budget / engagement.min. */
  costPerResult: Bounds;
}

/**
 * The spec's estimate: reach from budget*80 + days*200 to budget*140 + days*350; engagement from 6% of the
 * lower reach to 8% of the upper reach (rounded to whole results); cost per result is the budget divided by
 * the engagement bounds. Example: $25 for 3 days reaches 2,600-4,550 with 156-364 engagements at $0.07-$0.16.
 */
export function estimateBoost(budget: number, days: number): BoostEstimate {
  const reach = { min: budget * 80 + days * 200, max: budget * 140 + days * 350 };
  const engagement = { min: Math.round(reach.min * 0.06), max: Math.round(reach.max * 0.08) };
  const toCents = (value: number): number => Math.round(value * 100) / 100;
  return {
    reach,
    engagement,
    costPerResult: {
      min: toCents(budget / Math.max(1, engagement.max)),
      max: toCents(budget / Math.max(1, engagement.min)),
    },
  };
}

/** Best posting windows suggested with AI timing (spec 1 §9). */
export const boostSuggestedTimes = { weekdays: '6-9 PM', weekends: '10 AM-1 PM' } as const;
/** The suggested times as one line. */
export const boostSuggestedTimesText = `${boostSuggestedTimes.weekdays} weekdays, ${boostSuggestedTimes.weekends} weekends`;
