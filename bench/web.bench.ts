// Web weight (issue #10 budget, issue #17 'with the catalogues in'): the built app is served by `npm start`'s
// entry on a fresh data directory and opened in Debian's Chromium. For `/` in each interface language it sums
// the JavaScript loaded before any interaction, gzipped here (level 9, the size a compressing server sends at
// most): the page loads with no pointer or key event, then 2 s of quiet for lazy chunks; a pre-rendered page
// loads only its boot script (src/web/boot/boot.ts) until then. Then the pointer moves and, once the app has
// hydrated `/`, it reports all the JavaScript loaded (jsAfterInteractionGzipKb: what a visitor's first move
// costs), the size of that language's texts (texts-<lang>-public; the app's part loads only under /app) and the
// heaviest scripts. Then Lighthouse (mobile) scores `/` and `/about`, with LCP and CLS
// (BENCH_WEB_LIGHTHOUSE=0 skips it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { interfaceLocales } from '../src/shared/domain/locales';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { timeStartup } from './support';

/** Issue #10: gzipped JavaScript loaded by `/` before any interaction, at most 120 KB (aim 90). */
const landingJsBudgetKb = 120;
const offline = { OPENAI_API_KEY: '', IMAGE_API_KEY: '', VIDEO_API_KEY: '', SMTP_URL: '' };
const browserLocales: Record<string, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

/** Figures of one page load in one language. */
interface PageWeight {
  scripts: number;
  jsGzipKb: number;
  /** All the JavaScript loaded once the first interaction (a pointer move) has hydrated the page, gzipped. */
  jsAfterInteractionGzipKb: number;
  /** The language's texts loaded by the hydrated page (gzipped KB). */
  catalogueGzipKb: number;
  htmlLang: string;
  /** The heaviest scripts once hydrated (file name, gzipped KB), to see what to split next. */
  largest: string[];
}

async function weighLanding(baseUrl: string, locale: string): Promise<PageWeight> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'].concat(
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ),
  });
  try {
    const context = await browser.newContext({ locale: browserLocales[locale] ?? locale });
    const page = await context.newPage();
    const bodies: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      bodies.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    const scripts = await Promise.all(bodies);
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.waitForTimeout(2000);
    const afterInteraction = await Promise.all(bodies);
    const catalogue = afterInteraction.filter(({ url }) => url.includes(`/assets/texts-${locale}-`));
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return {
      scripts: scripts.length,
      jsGzipKb: kb(scripts.reduce((sum, script) => sum + script.gzip, 0)),
      jsAfterInteractionGzipKb: kb(afterInteraction.reduce((sum, script) => sum + script.gzip, 0)),
      catalogueGzipKb: kb(catalogue.reduce((sum, script) => sum + script.gzip, 0)),
      htmlLang,
      largest: [...afterInteraction]
        .sort((left, right) => right.gzip - left.gzip)
        .slice(0, 12)
        .map(({ url, gzip }) => `${new URL(url).pathname.replace('/assets/', '')} ${kb(gzip)}`),
    };
  } finally {
    await browser.close();
  }
}

/** Runs the web-weight bench; figures per language and the budget check. */
export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'postforge-bench-web-'));
  const server = await timeStartup({ ...offline, DATA_DIR: dataDir }, { timeoutMs: 180_000 });
  try {
    const landing: Record<string, PageWeight> = {};
    for (const locale of interfaceLocales) landing[locale] = await weighLanding(server.baseUrl, locale);
    const heaviest = Math.max(...Object.values(landing).map((weight) => weight.jsGzipKb));
    // Lighthouse mobile on the landing page (its #pricing is a section of it) and an information page.
    const lighthouse: Record<string, LighthouseFigures> = {};
    if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') {
      for (const path of ['/', '/about']) lighthouse[path] = await runLighthouse(`${server.baseUrl}${path}`);
    }
    return {
      landing,
      lighthouse,
      landingJsGzipKbMax: heaviest,
      landingJsBudgetKb,
      isWithinBudget: heaviest <= landingJsBudgetKb,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
