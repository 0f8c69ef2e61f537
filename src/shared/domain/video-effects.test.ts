import { describe, expect, it } from 'vitest';
import { normalizeEffectIntensity } from './video-effects';

describe('normalizeEffectIntensity', () => {
  it('clamps to 0-1 and rounds to steps of 0.1', () => {
    expect(normalizeEffectIntensity(0.44)).toBe(0.4);
    expect(normalizeEffectIntensity(0.46)).toBe(0.5);
    expect(normalizeEffectIntensity(-1)).toBe(0);
    expect(normalizeEffectIntensity(3)).toBe(1);
    expect(normalizeEffectIntensity(Number.NaN)).toBe(0.5);
  });
});
