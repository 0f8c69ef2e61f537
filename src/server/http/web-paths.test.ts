import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKnownWebPath } from '../../shared/domain/web-paths';

/** Every full path of the generated route tree (`$param` segments filled in). */
function routeTreePaths(): string[] {
  const tree = readFileSync(new URL('../../web/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:([^\n]*(?:\n\s*\|[^\n]*)*)/.exec(tree)?.[1] ?? '';
  return [...union.matchAll(/'([^']+)'/g)].map((match) => (match[1] ?? '').replace(/\$\w+/g, 'x'));
}

describe('isKnownWebPath', () => {
  it('knows every route of the web app', () => {
    const paths = routeTreePaths();
    expect(paths.length).toBeGreaterThan(25);
    expect(paths.filter((path) => !isKnownWebPath(path))).toEqual([]);
  });

  it('knows the info pages with or without a trailing slash, and the app below /app', () => {
    expect(isKnownWebPath('/about')).toBe(true);
    expect(isKnownWebPath('/about/')).toBe(true);
    expect(isKnownWebPath('/app')).toBe(true);
    expect(isKnownWebPath('/app/anything')).toBe(true);
    expect(isKnownWebPath('/newsletter/confirm')).toBe(true);
  });

  it('does not know other paths', () => {
    expect(isKnownWebPath('/nope')).toBe(false);
    expect(isKnownWebPath('/about/more')).toBe(false);
    expect(isKnownWebPath('/application')).toBe(false);
    expect(isKnownWebPath('/shared')).toBe(false);
  });
});
