import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '../../shared/i18n/catalogue-checks';
import { catalogue as de } from './locales/de';
import { catalogue as en } from './locales/en';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';

/*
 * The public site's namespaces (landing page, cookie consent, information pages, site chrome) are translated,
 * not English copied: a text may equal English only when it is a name or a word the language shares.
 */

const namespaces = ['landing', 'consent', 'pages', 'site'] as const;

/** Texts that are the same word in the language (names, brands, loanwords), by locale. */
const shared: Record<'de' | 'es' | 'fr', string[]> = {
  de: [
    'landing:hero.stats.beta.value',
    'landing:features.analytics.panels.overview.m2.label',
    'landing:features.analytics.panels.insights.m3.value',
    'landing:footer.links.blog',
    'landing:footer.links.community',
    'landing:footer.links.compliance',
    'landing:footer.newsletter',
    'pages:contact.subjects.feedback',
  ],
  es: ['landing:hero.stats.beta.value', 'landing:footer.legal', 'landing:footer.links.blog'],
  fr: [
    'landing:nav.label',
    'landing:features.analytics.panels.overview.m2.label',
    'landing:footer.links.blog',
    'landing:footer.links.contact',
    'consent:categories.performance.title',
    'pages:contact.message',
  ],
};
/** Names and brands, the same in every language (figures are skipped: they have no letters). */
const everywhere = [
  'landing:pricing.plans.starter.name',
  'landing:pricing.plans.professional.name',
  'landing:pricing.plans.enterprise.name',
  'landing:footer.twitter',
  'landing:footer.linkedin',
  'landing:footer.github',
  'pages:templates.premium',
];

describe.each(['de', 'es', 'fr'] as const)('%s public catalogues', (locale) => {
  const catalogue = { de, es, fr }[locale];

  it('translate every text of the landing page, consent and information pages', () => {
    const sameAsEnglish = namespaces.flatMap((namespace) => {
      const source = flattenCatalogue(en[namespace]);
      return [...flattenCatalogue(catalogue[namespace])]
        .filter(([key, text]) => source.get(key) === text && /\p{L}/u.test(text))
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(sameAsEnglish.filter((key) => !everywhere.includes(key)).sort()).toEqual(
      [...shared[locale]].sort(),
    );
  });
});
