import { describe, expect, it } from 'vitest';
import {
  boostSuggestedTimesText,
  defaultBoostSettings,
  defaultScheduleTime,
  estimateBoost,
  historyBoostBudgetRange,
  isBoostDuration,
  normalizeBoostBudget,
} from './boost';

describe('estimateBoost', () => {
  it('applies the spec formulas to the defaults ($25, 3 days)', () => {
    expect(estimateBoost(25, 3)).toEqual({
      reach: { min: 2600, max: 4550 },
      engagement: { min: 156, max: 364 },
      costPerResult: { min: 0.07, max: 0.16 },
    });
  });

  it('grows with budget and days', () => {
    const estimate = estimateBoost(100, 14);
    expect(estimate.reach).toEqual({ min: 100 * 80 + 14 * 200, max: 100 * 140 + 14 * 350 });
    expect(estimate.engagement).toEqual({ min: Math.round(10_800 * 0.06), max: Math.round(18_900 * 0.08) });
    expect(estimate.costPerResult).toEqual({ min: 0.07, max: 0.15 });
  });
});

describe('normalizeBoostBudget', () => {
  it('falls back to 5 for non-numeric input', () => {
    expect(normalizeBoostBudget('abc')).toBe(5);
    expect(normalizeBoostBudget('')).toBe(5);
    expect(normalizeBoostBudget(undefined)).toBe(5);
    expect(normalizeBoostBudget(Number.NaN)).toBe(5);
  });

  it('clamps to the post modal range 5-200 and rounds to steps of 5', () => {
    expect(normalizeBoostBudget('25')).toBe(25);
    expect(normalizeBoostBudget(2)).toBe(5);
    expect(normalizeBoostBudget(23)).toBe(25);
    expect(normalizeBoostBudget(500)).toBe(200);
  });

  it('allows typed values up to 10000 in the history modal', () => {
    expect(normalizeBoostBudget('5000', historyBoostBudgetRange)).toBe(5000);
    expect(normalizeBoostBudget('20000', historyBoostBudgetRange)).toBe(10_000);
    expect(historyBoostBudgetRange.sliderMax).toBe(1000);
  });
});

describe('boost constants', () => {
  it('has the spec defaults and durations', () => {
    expect(defaultBoostSettings).toEqual({ enabled: false, budget: 25, duration: 3, useAITiming: true });
    expect([1, 3, 5, 7, 14].every(isBoostDuration)).toBe(true);
    expect(isBoostDuration(2)).toBe(false);
    expect(boostSuggestedTimesText).toBe('6-9 PM weekdays, 10 AM-1 PM weekends');
  });

  it('presets the schedule to tomorrow 09:00', () => {
    expect(defaultScheduleTime(new Date('2025-06-30T15:00:00Z'), 'UTC')).toEqual({
      date: '2025-07-01',
      time: '09:00',
    });
  });
});
