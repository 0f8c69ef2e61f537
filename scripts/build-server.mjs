#!/usr/bin/env node
// `npm run build:server`: bundles the server with esbuild into dist/server, so production runs compiled
// JavaScript instead of transpiling TypeScript at start-up. node_modules stay external (imported at run time);
// every dynamic import() becomes its own chunk, loaded on first use.
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: 'src/server/main.ts',
    // Run as worker threads: one file each, beside the chunks (the pool resolves it next to itself).
    'offline-image.worker': 'src/server/integrations/ai/offline/offline-image.worker.ts',
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  splitting: true,
  // Chunks beside the entries: code that resolves a sibling with import.meta.url works from any of them.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
writeFileSync(`${outdir}/meta.json`, JSON.stringify(result.metafile));

const jsOutputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js'));
const kilobytes = Math.round(jsOutputs.reduce((total, [, output]) => total + output.bytes, 0) / 1024);
console.log(`dist/server: ${jsOutputs.length} files, ${kilobytes} KB`);
