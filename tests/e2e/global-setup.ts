import { existsSync } from 'node:fs';

/** Browser tests drive the built app: `npm test` builds it first; a bare `vitest --project e2e` needs it too. */
export default function setup(): void {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
}
