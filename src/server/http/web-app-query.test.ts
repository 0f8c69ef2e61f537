import { describe, expect, it } from 'vitest';
import { isPrerenderableQuery } from './web-app.plugin';

describe('isPrerenderableQuery (which asked pages get their pre-rendered HTML)', () => {
  it('takes no query and queries of tracking parameters only', () => {
    expect(isPrerenderableQuery(undefined)).toBe(true);
    expect(isPrerenderableQuery('')).toBe(true);
    expect(isPrerenderableQuery('utm_source=x')).toBe(true);
    expect(isPrerenderableQuery('utm_source=x&utm_campaign=launch&fbclid=abc&gclid=1')).toBe(true);
  });

  it('gives the shell to a query a page reads, alone or with tracking parameters', () => {
    expect(isPrerenderableQuery('login=login')).toBe(false);
    expect(isPrerenderableQuery('utm_source=x&invite=token')).toBe(false);
    expect(isPrerenderableQuery('q=threads')).toBe(false);
    expect(isPrerenderableQuery('token=abc')).toBe(false);
  });
});
