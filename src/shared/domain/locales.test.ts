import { describe, expect, it } from 'vitest';
import { isInterfaceLocale, matchInterfaceLocale, parseAcceptLanguage } from './locales';

describe('interface locales', () => {
  it('matches the first supported language on its primary subtag', () => {
    expect(matchInterfaceLocale(['de-AT', 'en-US'])).toBe('de');
    expect(matchInterfaceLocale(['ja-JP', 'es-419'])).toBe('es');
    expect(matchInterfaceLocale(['fr_CA'])).toBe('fr');
  });

  it('falls back to English when nothing matches', () => {
    expect(matchInterfaceLocale([])).toBe('en');
    expect(matchInterfaceLocale(['ja', 'zh-Hans'])).toBe('en');
  });

  it('accepts only the four shipped locales', () => {
    expect(isInterfaceLocale('de')).toBe(true);
    expect(isInterfaceLocale('it')).toBe(false);
    expect(isInterfaceLocale(undefined)).toBe(false);
  });

  it('orders Accept-Language tags by quality, then by position', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, es;q=0.9, *;q=0.1')).toEqual(['de-CH', 'es', 'fr']);
    expect(parseAcceptLanguage('en;q=0, it')).toEqual(['it']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('<script>, de')).toEqual(['de']);
  });
});
