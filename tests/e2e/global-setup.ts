import { existsSync } from 'node:fs';

/**
 * Browser tests drive the built app (dist/web) served by the compiled server (dist/server), as `npm start`
 * runs them: `npm test` builds both first; a bare `vitest --project e2e` needs them too.
 */
export default function setup(): void {
  for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!existsSync(built)) {
      throw new Error(`${built} is missing: run \`npm run build\` before the browser tests.`);
    }
  }
}
