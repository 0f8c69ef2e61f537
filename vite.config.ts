import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

/** The web app: React 19, TanStack file routes (code-split per route), Tailwind 4. Built into dist/web. */
export default defineConfig({
  root: webRoot,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./src/web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./src/web/routeTree.gen.ts', import.meta.url)),
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
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
