import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaTool } from '../../media-tools/media-process';
import { parseEspeakVoices, pickEspeakVoice, synthesizeNarration } from './offline-video.narration';
import { createOfflineVideoProvider } from './offline-video.provider';

const listing = [
  'Pty Language       Age/Gender VoiceName          File                 Other Languages',
  ' 5  de              --/M      German             gmw/de',
  ' 2  en-gb           --/M      English_(Great_Britain) gmw/en',
  ' 2  en-us           --/M      English_(America)  gmw/en-US',
  ' 5  fr-fr           --/M      French_(France)    roa/fr',
  ' 5  cmn             --/M      Chinese_(Mandarin) sit/cmn',
].join('\n');

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('espeak-ng voices', () => {
  it('picks a voice of the language, with the voice type as variant', () => {
    const available = parseEspeakVoices(listing);
    expect(available).toEqual(['de', 'en-gb', 'en-us', 'fr-fr', 'cmn']);
    expect(pickEspeakVoice('de', 'female', available)).toBe('de+f3');
    expect(pickEspeakVoice('en', 'male', available)).toBe('en-us+m3');
    expect(pickEspeakVoice('fr', 'neutral', available)).toBe('fr-fr');
    expect(pickEspeakVoice('zh', 'neutral', available)).toBe('cmn');
    expect(pickEspeakVoice('sw', 'neutral', available)).toBeUndefined();
  });
});

describe.skipIf(!hasEspeak)('offline narration (espeak-ng)', () => {
  let workDir: string;
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'narration-test-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('speaks the caption in its language into a WAV file', async () => {
    const wav = await synthesizeNarration(
      { text: 'Unsere Bäckerei eröffnet am 2. März.', language: 'de', voice: 'female' },
      workDir,
    );
    expect(wav).toBeDefined();
    const probe = await runMediaTool(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', wav ?? ''],
      { timeoutMs: 20_000, maxOutputBytes: 4096, maxMemoryBytes: 512 * 1024 * 1024 },
    );
    expect(probe.toString().trim()).toBe('audio');
  });

  it('mixes the narration under a 5-second clip', async () => {
    const provider = createOfflineVideoProvider({ workDir: path.join(workDir, 'jobs') });
    const id = await provider.createVideo({
      prompt: 'Bäckerei',
      aspectRatio: '1:1',
      caption: 'Unsere Bäckerei eröffnet am 2. März.',
      narration: { text: 'Unsere Bäckerei eröffnet am 2. März.', language: 'de', voice: 'neutral' },
    });
    let status = await provider.checkVideo(id);
    while (status.state === 'in-progress') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await provider.checkVideo(id);
    }
    if (status.state !== 'completed' || status.video.kind !== 'bytes')
      throw new Error(JSON.stringify(status));
    const file = path.join(workDir, 'clip.mp4');
    await writeFile(file, status.video.data);
    const probe = await runMediaTool(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type,duration', '-of', 'csv=p=0', file],
      { timeoutMs: 20_000, maxOutputBytes: 4096, maxMemoryBytes: 512 * 1024 * 1024 },
    );
    const streams = probe.toString().trim().split('\n');
    expect(streams.map((line) => line.split(',')[0])).toEqual(['video', 'audio']);
    for (const line of streams) expect(Number(line.split(',')[1])).toBeCloseTo(5, 0);
  }, 120_000);
});
