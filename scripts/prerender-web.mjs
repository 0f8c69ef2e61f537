// Pre-renders the public pages (every route not under /app) to static HTML, one file per route and interface
// language, after `vite build`: a Vite SSR build of src/web/prerender/render-page.tsx renders each route with
// react-dom/server into dist/web/index.html's #root. Output: dist/web/prerendered/<locale>/<route>.html
// ('/' is index.html), which src/server/http/web-app.plugin.ts serves with the response's CSP nonce.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
    const html = shell
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
