#!/usr/bin/env node
// `npm run build:server`: bundles the server with esbuild into dist/server, so production runs compiled
// JavaScript instead of transpiling TypeScript at start-up. node_modules stay external (imported at run time);
// every dynamic import() becomes its own chunk, loaded on first use. Then checks that the start-up graph
// (main.js and the chunks it imports statically) does not load the heavy packages that must wait for their
// first use.
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist/server';

/** Packages a starting server must not import: each loads on the first request that needs it. */
const loadedOnFirstUse = [
  'sharp',
  'satori',
  '@resvg/resvg-js',
  'cheerio',
  'nodemailer',
  'better-auth',
  '@node-rs/argon2',
  'pino-pretty',
  'franc-min',
  'stopword',
  'wink-nlp',
  'wink-eng-lite-web-model',
];

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

/** Packages imported statically, transitively, from `file` through bundle chunks. */
function staticPackages(file, seen = new Set(), found = new Set()) {
  if (seen.has(file)) return found;
  seen.add(file);
  for (const { path, kind, external } of result.metafile.outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement') continue;
    if (external) found.add(path);
    else staticPackages(path, seen, found);
  }
  return found;
}

const startupPackages = staticPackages(`${outdir}/main.js`);
const premature = loadedOnFirstUse.filter((name) =>
  [...startupPackages].some((path) => path === name || path.startsWith(`${name}/`)),
);
if (premature.length > 0) {
  console.error(`dist/server/main.js loads ${premature.join(', ')} at start-up: import them on first use.`);
  process.exit(1);
}
const jsOutputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js'));
const kilobytes = Math.round(jsOutputs.reduce((total, [, output]) => total + output.bytes, 0) / 1024);
const packageCount = [...startupPackages].filter((path) => !path.startsWith('node:')).length;
console.log(
  `dist/server: ${jsOutputs.length} files, ${kilobytes} KB; ${packageCount} packages load at start-up`,
);
