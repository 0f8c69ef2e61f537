// `npm run capture-marketing` (after `npm run build`): the landing page's screenshots and hero clip, taken from
// the real product. Starts the compiled app on a fresh data directory (offline providers), creates the owner,
// generates a run through the create screen, then photographs the create, review and settings screens with
// Chromium and encodes a short clip of the review screen with ffmpeg, with a quiet synthesized pad as its sound
// track (the hero starts muted and its toggle turns this sound on; spec 1 §2). Writes src/web/public/marketing/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { launchBrowser } from '../tests/e2e/support/browser';
import { generatorScreen, openGenerator } from '../tests/e2e/support/generator';
import { startServer } from '../tests/e2e/support/server';
import { signIn, signUpOwner } from '../tests/e2e/support/session';

const outDir = join(import.meta.dirname, '..', 'src', 'web', 'public', 'marketing');
const viewport = { width: 1280, height: 800 };
/** The clip: this many frames of the review screen, each shown this long, at 960 px wide. */
const clipFrames = 8;
const secondsPerFrame = 1.25;
/**
 * The clip's sound: a soft A-major pad (sine partials, slow swell, faded in and out), about -29 dB mean, made by
 * ffmpeg itself, so the mute toggle turns on something real without a music licence.
 */
const soundtrack =
  "aevalsrc='(0.05*sin(2*PI*220*t)+0.035*sin(2*PI*277.18*t)+0.035*sin(2*PI*329.63*t)+0.02*sin(2*PI*440*t))" +
  `*(0.75+0.25*sin(2*PI*0.2*t))':s=48000:d=${clipFrames * secondsPerFrame},` +
  `afade=t=in:d=1.5,afade=t=out:st=${clipFrames * secondsPerFrame - 1.5}:d=1.5`;

async function toWebp(png: Buffer, file: string, width: number): Promise<void> {
  await sharp(png).resize({ width }).webp({ quality: 72 }).toFile(join(outDir, file));
}

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const frames = mkdtempSync(join(tmpdir(), 'postforge-clip-'));
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await signUpOwner(server.baseUrl);
    const context = await browser.newContext({ viewport, locale: 'en-GB', colorScheme: 'light' });
    // The cookie banner is answered (essential only), so it does not cover the screens.
    await context.addInitScript(() =>
      window.localStorage.setItem(
        'postforge.cookie-consent',
        JSON.stringify({ essential: true, analytics: false, functional: false, performance: false }),
      ),
    );
    const page = await context.newPage();
    await signIn(page, server.baseUrl);

    const screen = await openGenerator(page, server.baseUrl);
    await screen.prompt.fill(
      'Our bakery in Leeds opens a second shop on 14 March: sourdough loaves at £4.50 and free coffee for the first 50 customers.',
    );
    const platforms = generatorScreen(page)
      .settings.getByRole('group', { name: 'Platforms' })
      .getByRole('button');
    for (let index = 0; index < (await platforms.count()); index += 1) {
      const button = platforms.nth(index);
      const isWanted = ['Instagram', 'LinkedIn', 'Twitter/X'].includes((await button.innerText()).trim());
      if (isWanted !== ((await button.getAttribute('aria-pressed')) === 'true')) await button.click();
    }
    await toWebp(await page.screenshot(), 'screenshot-create.webp', 1280);

    await screen.generate.click();
    await page.waitForURL(/\/app\/review\?run=/, { timeout: 120_000 });
    await page.getByRole('heading', { level: 2, name: /^Generated posts/ }).waitFor({ timeout: 120_000 });
    await page.locator('section[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 120_000 });
    await page.waitForTimeout(1500);
    await toWebp(await page.screenshot(), 'screenshot-review.webp', 1280);

    // The clip: the review screen scrolled step by step.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let index = 0; index < clipFrames; index += 1) {
      const top = Math.round(((height - viewport.height) * index) / Math.max(1, clipFrames - 1));
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(frames, `frame-${String(index).padStart(2, '0')}.png`) });
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    await page.goto(`${server.baseUrl}/app/settings?tab=llm`);
    await page.waitForTimeout(1500);
    await toWebp(await page.screenshot(), 'screenshot-settings.webp', 1280);

    const input = [
      ...['-framerate', `1/${secondsPerFrame}`, '-i', join(frames, 'frame-%02d.png')],
      ...['-f', 'lavfi', '-i', soundtrack],
    ];
    const scale = ['-vf', 'scale=960:-2,fps=24,format=yuv420p', '-ac', '1', '-shortest'];
    ffmpeg([
      ...input,
      ...scale,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      ...['-c:a', 'aac', '-b:a', '48k'],
      '-movflags',
      '+faststart',
      join(outDir, 'hero.mp4'),
    ]);
    ffmpeg([
      ...input,
      ...scale,
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '40',
      '-b:v',
      '0',
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      join(outDir, 'hero.webm'),
    ]);
    const first = join(frames, 'frame-00.png');
    await sharp(first).resize({ width: 960 }).webp({ quality: 70 }).toFile(join(outDir, 'hero-poster.webp'));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(frames, { recursive: true, force: true });
  }
  for (const file of readdirSync(outDir))
    console.log(`${file}: ${(statSync(join(outDir, file)).size / 1024).toFixed(1)} KB`);
}

await main();
