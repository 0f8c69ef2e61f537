import { describe, expect, it } from 'vitest';
import { describeRunProgress } from './run-progress';

describe('describeRunProgress', () => {
  it('shows step 0 as Step 1 of 4 at 25%', () => {
    expect(describeRunProgress(0)).toEqual({ stepNumber: 1, percent: 25 });
  });

  it('shows the last working step and the finished run as Step 4 of 4 at 100%', () => {
    expect(describeRunProgress(3)).toEqual({ stepNumber: 4, percent: 100 });
    expect(describeRunProgress(4)).toEqual({ stepNumber: 4, percent: 100 });
  });

  it('clamps values outside the range', () => {
    expect(describeRunProgress(-2)).toEqual({ stepNumber: 1, percent: 25 });
    expect(describeRunProgress(9)).toEqual({ stepNumber: 4, percent: 100 });
  });
});
