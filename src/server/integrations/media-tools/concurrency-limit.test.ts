import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

/** A task that records how many tasks run at once. */
function createProbe() {
  const probe = { active: 0, peak: 0 };
  const task = async () => {
    probe.active += 1;
    probe.peak = Math.max(probe.peak, probe.active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    probe.active -= 1;
  };
  return { probe, task };
}

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once, in call order', async () => {
    const limit = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
      return index;
    };
    const results = await Promise.all([0, 1, 2, 3, 4].map((index) => limit.run(task(index))));
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  // The hand-written limiter failed this: the freed slot went to the waiter a microtask later, and a caller
  // arriving in between saw a free slot too, so two tasks ran under a limit of one.
  it('never runs two tasks under a limit of one when a caller arrives just as a slot frees', async () => {
    const limit = createConcurrencyLimit(1);
    const { probe, task } = createProbe();
    let finishFirst = () => undefined as void;
    const first = limit.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const waiting = limit.run(task);
    finishFirst();
    let late: Promise<void> | undefined;
    queueMicrotask(() => {
      late = limit.run(task);
    });
    await first;
    await Promise.all([waiting, late]);
    expect(probe.peak).toBe(1);
  });

  it('keeps the limit under many callers arriving at random moments', async () => {
    const limit = createConcurrencyLimit(3);
    const { probe, task } = createProbe();
    const calls: Promise<void>[] = [];
    for (let index = 0; index < 40; index += 1) {
      calls.push(limit.run(task));
      if (index % 3 === 0) await new Promise((resolve) => setTimeout(resolve, index % 7));
      else await Promise.resolve();
    }
    await Promise.all(calls);
    expect(probe.peak).toBe(3);
  });

  it('takes an aborted waiter out of the line with the caller’s reason', async () => {
    const limit = createConcurrencyLimit(1);
    let finishFirst = () => undefined as void;
    const first = limit.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const controller = new AbortController();
    let didRun = false;
    const waiting = limit.run(async () => {
      didRun = true;
    }, controller.signal);
    expect(limit.pendingCount).toBe(1);
    controller.abort(new Error('not needed any more'));
    await expect(waiting).rejects.toThrow('not needed any more');
    expect(limit.pendingCount).toBe(0);
    finishFirst();
    await first;
    expect(didRun).toBe(false);
  });
});
