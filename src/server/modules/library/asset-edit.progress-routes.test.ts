import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryAsset } from '../../../shared/contracts/library';
import type { LiveEvent } from '../../../shared/contracts/live';
import { registerInvitedUser, registerOwner, type TestAccount } from '../../testing/accounts.factory';
import { uploadAsset } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

const run = promisify(execFile);

/** A 12-second 480×270 test pattern with motion (slower to encode than a flat colour), as MP4. */
async function renderPatternClip(): Promise<Buffer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'postforge-progress-clip-'));
  try {
    const output = path.join(directory, 'pattern.mp4');
    await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=s=480x270:r=25:d=12'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      ...['-y', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe('video edit progress on the live stream', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t);
    other = await registerInvitedUser(t, owner.jar, { email: 'other@example.com', name: 'Other' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('announces rising percentages of a real ffmpeg edit to the editing user only', async () => {
    const clip = await uploadAsset(
      t,
      owner.jar,
      { data: await renderPatternClip(), filename: 'Pattern.mp4', contentType: 'video/mp4' },
      { purpose: 'library' },
    );
    const ownerId = owner.session.user?.id ?? '';
    const heard: LiveEvent[] = [];
    const overheard: LiveEvent[] = [];
    const stops = [
      t.container.postEvents.listen(
        ownerId,
        (event) => heard.push(event),
        () => undefined,
      ),
      t.container.postEvents.listen(
        other.session.user?.id ?? '',
        (event) => overheard.push(event),
        () => undefined,
      ),
    ];
    try {
      await t.container.postEvents.ready();
      const progressId = crypto.randomUUID();
      const response = await t.request({
        method: 'POST',
        url: `/api/library/assets/${clip.id}/edits`,
        cookies: owner.jar,
        payload: { operations: [{ type: 'enhance' }, { type: 'upscale', factor: 2 }], progressId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ asset: LibraryAsset }>().asset).toMatchObject({ type: 'video', width: 960 });
      // Notices travel through PostgreSQL: the last may arrive just after the answer.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const percents = heard.flatMap((event) =>
        event.type === 'assetEditProgress' && event.progressId === progressId && event.assetId === clip.id
          ? [event.percent]
          : [],
      );
      // Intermediate values: more than one, strictly rising, between 0 and 99.
      expect(percents.length, JSON.stringify(percents)).toBeGreaterThanOrEqual(2);
      expect(percents.some((percent) => percent > 0 && percent < 99)).toBe(true);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      expect(new Set(percents).size).toBe(percents.length);
      expect(percents.every((percent) => percent >= 0 && percent <= 99)).toBe(true);
      expect(overheard.filter((event) => event.type === 'assetEditProgress')).toEqual([]);

      // Without a progressId, nothing is announced.
      const before = heard.length;
      const quiet = await t.request({
        method: 'POST',
        url: `/api/library/assets/${clip.id}/edits`,
        cookies: owner.jar,
        payload: { operations: [{ type: 'crop', x: 0, y: 0, width: 240, height: 270 }] },
      });
      expect(quiet.statusCode, quiet.body).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.length).toBe(before);
    } finally {
      for (const stop of stops) stop();
    }
  }, 120_000);
});
