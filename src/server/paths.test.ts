import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRootUrl, resolveProjectPath } from './paths';

const scratch = mkdtempSync(join(tmpdir(), 'postforge-paths-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('project paths', () => {
  it('finds the nearest package.json above a module, as from src/server or dist/server', () => {
    writeFileSync(join(scratch, 'package.json'), '{}');
    mkdirSync(join(scratch, 'dist', 'server'), { recursive: true });
    const chunk = pathToFileURL(join(scratch, 'dist', 'server', 'main.js'));
    expect(findProjectRootUrl(chunk).href).toBe(pathToFileURL(`${scratch}/`).href);
  });

  it('says so when no folder above has a package.json', () => {
    expect(() => findProjectRootUrl(new URL('file:///no-such-folder/main.js'))).toThrow(
      'No package.json at or above /no-such-folder/main.js',
    );
  });

  it('resolves the migrations and the web root from this repository', () => {
    expect(existsSync(resolveProjectPath('src/server/db/migrations/meta/_journal.json'))).toBe(true);
    expect(resolveProjectPath('dist/web')).toBe(join(process.cwd(), 'dist', 'web'));
  });
});
