import { describe, expect, it } from 'vitest';
import { decideAll, everyCaller } from '../../testing/policy-roster';
import { systemPolicy } from './system.policy';

describe('system policy', () => {
  it('answers health and readiness to every caller, signed in or not', () => {
    expect(decideAll(systemPolicy)).toEqual({ checkHealth: everyCaller, checkReadiness: everyCaller });
  });
});
