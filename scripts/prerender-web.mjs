// Pre-renders the public pages (every route not under /app) to static HTML, one file per route and interface
// language, after `vite build`: a Vite SSR build of src/web/prerender/render-page.tsx renders each route with
// react-dom/server into dist/web/index.html's #root. Output: dist/web/prerendered/<locale>/<route>.html
// ('/' is index.html), which src/server/http/web-app.plugin.ts serves with the response's CSP nonce.
// These pages load no app at first: src/web/boot/boot.ts (bundled here into assets/boot-<hash>.js, a few KB)
// takes the entry's place and loads it on the visitor's first interaction (issue #10 'Fast').
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as bundle } from 'esbuild';
import { build } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webOut = join(repoRoot, 'dist/web');
const ssrOut = join(repoRoot, 'dist/web-ssr');
const locales = ['en', 'de', 'es', 'fr'];

await build({
  configFile: join(repoRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: join(repoRoot, 'src/web/prerender/render-page.tsx'),
    outDir: ssrOut,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'render-page.js' } },
  },
});

const { listPublicRoutePaths, renderPage } = await import(pathToFileURL(join(ssrOut, 'render-page.js')).href);
const shell = readFileSync(join(webOut, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty #root');
const publicShell = await withBootScript(shell);
const outDir = join(webOut, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
const paths = listPublicRoutePaths();
for (const locale of locales) {
  for (const path of paths) {
    const rendered = await renderPage(path, locale);
    // React puts the preloads of the page's images first (it renders no <head> here): they belong in <head>,
    // and hydration expects #root to start with the app itself.
    const preloads = /^(?:<link [^>]*>)+/.exec(rendered)?.[0] ?? '';
    // Inline style attributes (a few Radix primitives set them) are refused by the CSP (style-src without
    // 'unsafe-inline'): the browser would only log errors, so they leave the HTML (what they set is cosmetic).
    const body = rendered.slice(preloads.length).replace(/ style="[^"]*"/g, '');
    const html = publicShell
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace('</head>', `${preloads}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const file = join(outDir, locale, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`pre-rendered ${paths.length} public routes × ${locales.length} languages: ${paths.join(' ')}`);

/**
 * The shell of a pre-rendered page: the app's entry script and its module preloads leave, the boot script
 * comes in naming them (`data-entry`, `data-preload`); the stylesheet stays.
 */
async function withBootScript(html) {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entryTag) throw new Error('dist/web/index.html has no module entry script');
  const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
  const result = await bundle({
    entryPoints: [join(repoRoot, 'src/web/boot/boot.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const name = `boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(webOut, 'assets', name), code);
  const boot = `<script defer src="/assets/${name}" data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}"></script>\n    `;
  return html.replace(entryTag[0], boot).replace(preloadTag, '');
}
