// Lighthouse (13.5.0, mobile preset, Debian's Chromium through chrome-launcher) for the web bench: performance and
// accessibility scores, LCP and CLS of one page. One Chromium per run, closed afterwards.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Lighthouse's figures of one page. */
export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  cls: number | null;
  warnings: string[];
  /** Why a figure is missing (an audit's error), if one is. */
  errors: string[];
}

/** Runs Lighthouse's default (mobile) performance and accessibility audits on `url`. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runWarnings } = result.lhr;
    const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      warnings: runWarnings,
      errors: [
        result.lhr.runtimeError?.message,
        ...['largest-contentful-paint', 'cumulative-layout-shift'].map((id) => audits[id]?.errorMessage),
      ].filter((message): message is string => Boolean(message)),
    };
  } finally {
    chrome.kill();
  }
}
