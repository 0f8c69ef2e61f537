import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '../../shared/domain/locales';
import { publishProblemTemplates, type PublishProblemKey } from '../../shared/domain/publish-check';
import { catalogue as webDe } from '../../web/i18n/locales/de';
import { catalogue as webEn } from '../../web/i18n/locales/en';
import { catalogue as webEs } from '../../web/i18n/locales/es';
import { catalogue as webFr } from '../../web/i18n/locales/fr';
import de from './locales/de/messages.json';
import en from './locales/en/messages.json';
import es from './locales/es/messages.json';
import fr from './locales/fr/messages.json';

const server: Record<string, Record<string, string>> = { en, de, es, fr };
const web = { en: webEn, de: webDe, es: webEs, fr: webFr };

/** The Post now / Schedule dialog shows the pre-publish check's problems as the server's 400 answer words them. */
describe('the publish problems in the web dialog', () => {
  it('words each problem as the server does, in every interface language', () => {
    for (const locale of interfaceLocales) {
      const problems = web[locale].review.publish.problems as Record<PublishProblemKey, string>;
      expect(Object.keys(problems).sort()).toEqual(Object.keys(publishProblemTemplates).sort());
      for (const [key, template] of Object.entries(publishProblemTemplates))
        expect([locale, key, problems[key as PublishProblemKey]]).toEqual([
          locale,
          key,
          server[locale]![template],
        ]);
    }
  });
});
