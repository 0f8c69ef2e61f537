import { describe, expect, it } from 'vitest';
import { parseLandingSearch, toSafeRedirect } from './login-search';

describe('toSafeRedirect', () => {
  it('keeps paths inside the app, with their search and hash', () => {
    expect(toSafeRedirect('/app')).toBe('/app');
    expect(toSafeRedirect('/app/settings')).toBe('/app/settings');
    expect(toSafeRedirect('/app/review?tab=posts#top')).toBe('/app/review?tab=posts#top');
  });

  it('refuses other sites, other pages and tricks', () => {
    for (const value of [
      'https://evil.example/app',
      '//evil.example/app',
      '/application',
      '/',
      '/tea',
      '/app/../admin',
      '/app\\..\\evil',
      '/app/\nx',
      'app/create',
      '',
      42,
      undefined,
    ]) {
      expect(toSafeRedirect(value)).toBeUndefined();
    }
  });
});

describe('parseLandingSearch', () => {
  it('keeps known views, safe redirects and invitation tokens', () => {
    expect(parseLandingSearch({ login: 'forgot', redirect: '/app/create', invite: 'abc' })).toEqual({
      login: 'forgot',
      redirect: '/app/create',
      invite: 'abc',
    });
  });

  it('drops unknown views and unsafe redirects instead of failing', () => {
    const search = parseLandingSearch({ login: 'admin', redirect: 'https://evil.example', invite: '' });
    expect(search).toEqual({ login: undefined, redirect: undefined, invite: undefined });
    // every key present, so the router's merge over the raw query cannot bring an unsafe value back
    expect(Object.keys(search).sort()).toEqual(['invite', 'login', 'redirect']);
  });
});
