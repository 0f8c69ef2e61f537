import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/**
 * sonner injects its stylesheet as an inline <style> at load, which our strict CSP (style-src 'self' + nonce)
 * refuses. src/web/ui/theme.css bundles the same stylesheet, so the injection is removed at build time.
 */
const sonnerWithoutInlineStyle: Plugin = {
  name: 'postforge:sonner-without-inline-style',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return undefined;
    const start = code.indexOf('__insertCSS("');
    if (start < 0) return undefined;
    const end = code.indexOf('");', start);
    return { code: `${code.slice(0, start)}${code.slice(end + 3)}`, map: null };
  },
};

/** The web app: React 19, TanStack file routes (code-split per route), Tailwind 4. Built into dist/web. */
export default defineConfig({
  root: webRoot,
  plugins: [
    sonnerWithoutInlineStyle,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/web/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    // Only parseTweet and extractUrlsWithIndices of twitter-text, not its whole index (src/web/twitter-text-slim.ts).
    alias: [
      {
        find: /^twitter-text$/,
        replacement: fileURLToPath(new URL('./src/web/twitter-text-slim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rollupOptions: {
      // Our own modules only declare things (components, hooks, schemas): importing one for its side effects is
      // never needed, so what a page does not use is dropped even behind a barrel (index.ts) — the landing page
      // no longer carries the app's screens. Kept: main.tsx (the entry) and stylesheets.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/](web|shared)[\\/]/.test(id) || /\.css$/.test(id) || /[\\/]main\.tsx$/.test(id),
      },
      output: {
        // A language's texts are named for what they are (texts-de-public-…js), for the bench and for caches.
        chunkFileNames: (chunk) => {
          const texts = /[\\/]i18n[\\/]locales[\\/](\w+)[\\/](public|app)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return texts ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
