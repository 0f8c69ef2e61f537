import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller } from '../../testing/policy-roster';
import { dashboardPolicy } from './dashboard.policy';

describe('dashboard policy', () => {
  it('shows the figures to every member, viewers included, and to no one signed out', () => {
    expect(decideAll(dashboardPolicy)).toEqual({ readStats: everySignedInCaller });
  });
});
