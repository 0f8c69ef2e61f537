import { beforeAll, describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../shared/domain/formatting';
import { i18n } from '../../i18n/i18n';
import { catalogue as de } from '../../i18n/locales/de';
import { catalogue as en } from '../../i18n/locales/en';
import { catalogue as es } from '../../i18n/locales/es';
import { catalogue as fr } from '../../i18n/locales/fr';
import { formatAge } from './format-age';

const now = Date.parse('2026-11-24T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: false, resources: { en, de, es, fr } });
});

describe('formatAge', () => {
  it("reads exactly like the spec's compact age in English", () => {
    const t = i18n.getFixedT('en', 'dashboard');
    for (const seconds of [
      0,
      45,
      59,
      60,
      12 * 60 + 59,
      3599,
      3600,
      5 * 3600,
      86_399,
      86_400,
      3 * 86_400,
      4000 * 86_400,
    ])
      expect(formatAge(t, secondsAgo(seconds), now)).toBe(
        `${formatRelativeTime(secondsAgo(seconds), now)} ago`,
      );
    expect(formatAge(t, secondsAgo(-30), now)).toBe('0s ago');
  });

  it('words the same age in German, Spanish and French, with plurals and grouped numbers', () => {
    const german = i18n.getFixedT('de', 'dashboard');
    expect(formatAge(german, secondsAgo(86_400), now)).toBe('vor 1 Tag');
    expect(formatAge(german, secondsAgo(3 * 86_400), now)).toBe('vor 3 Tagen');
    expect(formatAge(german, secondsAgo(5 * 3600 + 59), now)).toBe('vor 5 Stunden');
    expect(formatAge(german, secondsAgo(1200 * 86_400), now)).toBe('vor 1.200 Tagen');
    expect(formatAge(i18n.getFixedT('es', 'dashboard'), secondsAgo(12 * 60), now)).toBe('hace 12 minutos');
    expect(formatAge(i18n.getFixedT('es', 'dashboard'), secondsAgo(1), now)).toBe('hace 1 segundo');
    expect(formatAge(i18n.getFixedT('fr', 'dashboard'), secondsAgo(2 * 3600), now)).toBe('il y a 2 heures');
  });
});
