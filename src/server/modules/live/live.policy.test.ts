import { describe, expect, it } from 'vitest';
import { decideAll, everySignedInCaller } from '../../testing/policy-roster';
import { livePolicy } from './live.policy';

describe('live policy', () => {
  it('lets every signed-in member open the event stream', () => {
    expect(decideAll(livePolicy)).toEqual({ events: everySignedInCaller });
  });
});
