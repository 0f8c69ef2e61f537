/**
 * Where the project's files are, whether the server runs from source (`src/server/*.ts` through tsx or
 * vitest) or from the bundle (`dist/server/*.js`, whose chunks sit one folder deeper than the sources
 * would): both find the repository root by walking up to the nearest package.json.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first folder at or above `start` that holds a package.json; throws when there is none. */
export function findProjectRootUrl(start: URL): URL {
  for (let folder = new URL('.', start); ; folder = new URL('..', folder)) {
    if (existsSync(new URL('package.json', folder))) return folder;
    if (new URL('..', folder).href === folder.href) {
      throw new Error(`No package.json at or above ${fileURLToPath(start)}`);
    }
  }
}

/** The repository root as a folder URL (ends with '/'): resolve project files against it. */
export const projectRootUrl = findProjectRootUrl(new URL(import.meta.url));

/** The absolute path of a file or folder given relative to the repository root, e.g. 'dist/web'. */
export function resolveProjectPath(relativePath: string): string {
  return fileURLToPath(new URL(relativePath, projectRootUrl));
}
