// Reels effects: the time to apply one effect (the editor's ffmpeg render: its filter graph, same encoder) to a
// 5 s and a 30 s 1080×1920 clip with sound, against a plain ffmpeg re-encode of the same clip with the same
// encoder settings, in the same run (target: ratio at most 1.3). The runs alternate (plain, effect, plain,
// effect) and the medians are compared; every effect is also timed once on the 5 s clip for information.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMediaTool } from '../src/server/integrations/media-tools/media-process';
import { buildRenderArgs, editEncoderArgs } from '../src/server/modules/reels/reels.filters';
import { videoEffectIds, type VideoEffectId } from '../src/shared/domain/video-effects';
import { median } from './support';

const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
const limits = {
  timeoutMs: 20 * 60_000,
  maxOutputBytes: 1024 * 1024,
  maxMemoryBytes: 4 * 1024 * 1024 * 1024,
};
const size = { width: 1080, height: 1920 };

async function makeClip(directory: string, seconds: number): Promise<string> {
  const output = join(directory, `clip-${seconds}s.mp4`);
  await runMediaTool(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1080x1920:rate=30:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      output,
    ],
    limits,
  );
  return output;
}

/** A plain re-encode: the same input, audio and encoder settings, no filter graph. */
function plainArgs(input: string, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    `file:${input}`,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-pix_fmt',
    'yuv420p',
    ...editEncoderArgs,
    `file:${output}`,
  ];
}

/** CPU time (user + system, ms) of this process's finished children (Linux /proc; 0 elsewhere). */
function childCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command name: cutime and cstime are fields 16 and 17 of the whole line (clock ticks, 100 Hz).
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

/** Wall and CPU time of one ffmpeg run; CPU time is steadier on a shared machine. */
async function timed(args: string[]): Promise<{ wallMs: number; cpuMs: number }> {
  const cpuBefore = childCpuMs();
  const started = performance.now();
  await runMediaTool(ffmpeg, args, { ...limits, onProgress: () => undefined });
  return { wallMs: Math.round(performance.now() - started), cpuMs: childCpuMs() - cpuBefore };
}

const ratioOf = (a: number, b: number) => Math.round((a / b) * 100) / 100;

const effectArgs = (effect: VideoEffectId, input: string, output: string) =>
  buildRenderArgs({ effect: { id: effect, intensity: 0.5 } }, size, `file:${input}`, output);

export async function run(): Promise<Record<string, unknown>> {
  const directory = await mkdtemp(join(tmpdir(), 'postforge-bench-effects-'));
  try {
    const figures: Record<string, unknown> = { effect: 'vintage', intensity: 0.5 };
    for (const seconds of [5, 30]) {
      const clip = await makeClip(directory, seconds);
      const out = join(directory, 'out.mp4');
      const plain: { wallMs: number; cpuMs: number }[] = [];
      const effect: { wallMs: number; cpuMs: number }[] = [];
      for (let round = 0; round < 2; round += 1) {
        plain.push(await timed(plainArgs(clip, out)));
        effect.push(await timed(effectArgs('vintage', clip, out)));
      }
      const wall = { plain: median(plain.map((r) => r.wallMs)), effect: median(effect.map((r) => r.wallMs)) };
      const cpu = { plain: median(plain.map((r) => r.cpuMs)), effect: median(effect.map((r) => r.cpuMs)) };
      figures[`clip${seconds}s`] = {
        plainWallMs: wall.plain,
        effectWallMs: wall.effect,
        wallRatio: ratioOf(wall.effect, wall.plain),
        plainCpuMs: cpu.plain,
        effectCpuMs: cpu.effect,
        cpuRatio: ratioOf(cpu.effect, cpu.plain),
      };
      console.error(`${seconds} s clip: ${JSON.stringify(figures[`clip${seconds}s`])}`);
      if (seconds === 5) {
        const perEffect: Record<string, { wall: number; cpu: number }> = {};
        for (const id of videoEffectIds) {
          const one = await timed(effectArgs(id, clip, out));
          perEffect[id] = { wall: ratioOf(one.wallMs, wall.plain), cpu: ratioOf(one.cpuMs, cpu.plain) };
        }
        figures.clip5sRatioPerEffect = perEffect;
        console.error(`5 s clip, each effect / plain: ${JSON.stringify(perEffect)}`);
      }
    }
    return figures;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
