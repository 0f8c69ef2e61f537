import { describe, expect, it, vi } from 'vitest';
import { createEditJob, type EditJobDependencies } from './reels.job';

describe('reels edit job recovery', () => {
  it('queues again every edit left queued or running, one job per edit', async () => {
    const unfinished = [
      { id: 'edit-1', workspaceId: 'ws-1' },
      { id: 'edit-2', workspaceId: 'ws-2' },
    ];
    const job = createEditJob({
      store: { listUnfinished: vi.fn(async () => unfinished) },
    } as unknown as EditJobDependencies);
    const send = vi.fn(async () => 'job-id');
    await job.recover?.(send);
    expect(send.mock.calls).toEqual([
      [{ editId: 'edit-1', workspaceId: 'ws-1' }, { singletonKey: 'edit-1' }],
      [{ editId: 'edit-2', workspaceId: 'ws-2' }, { singletonKey: 'edit-2' }],
    ]);
    expect(job).toMatchObject({ name: 'reels.edit', isExclusive: true, concurrency: 1 });
  });
});
