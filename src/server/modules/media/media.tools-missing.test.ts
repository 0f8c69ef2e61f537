import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../testing/accounts.factory';
import { renderMp4, uploadMedia } from '../../testing/generation.factory';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('media uploads on a server without ffprobe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FFPROBE_PATH: '/nonexistent/ffprobe' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with a message that names the missing tool, not a 500', async () => {
    const owner = await registerOwner(t);
    const response = await uploadMedia(
      t,
      owner.jar,
      { data: await renderMp4(1), filename: 'clip.mp4', contentType: 'video/mp4' },
      { purpose: 'video' },
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'This server cannot process videos: ffmpeg is not installed (see README).',
    );
  });
});
