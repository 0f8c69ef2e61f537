import { describe, expect, it } from 'vitest';
import { interfaceLocales } from '../../shared/domain/locales';
import {
  compareKeys,
  findMissingPluralForms,
  findTextProblems,
  findWrappableFrenchPunctuation,
  flattenCatalogue,
  pluralSuffix,
} from '../../shared/i18n/catalogue-checks';
import { serverCatalogues } from './catalogues';
import type { ServerNamespace } from './user-text';

const namespaces: ServerNamespace[] = ['messages', 'validation', 'emails'];
const english = serverCatalogues.en;

describe('server catalogues', () => {
  it('ships every namespace for every interface locale, flat (i18next reads them with keySeparator off)', () => {
    expect(Object.keys(serverCatalogues).sort()).toEqual([...interfaceLocales].sort());
    for (const locale of interfaceLocales) {
      expect(Object.keys(serverCatalogues[locale]).sort()).toEqual([...namespaces].sort());
      for (const namespace of namespaces) {
        const texts = serverCatalogues[locale][namespace];
        expect(flattenCatalogue(texts).size).toBe(Object.keys(texts).length);
      }
    }
  });

  it('keys every message by its English text (a plural message by its `_other` form)', () => {
    const mismatched = Object.entries(english.messages).filter(([key, text]) =>
      pluralSuffix.test(key)
        ? key.endsWith('_other') && key.replace(pluralSuffix, '') !== text
        : key !== text,
    );
    expect(mismatched).toEqual([]);
  });

  it('French puts a no-break space before : ; ? ! and inside « »', () => {
    const wrappable = namespaces.flatMap((namespace) =>
      findWrappableFrenchPunctuation(flattenCatalogue(serverCatalogues.fr[namespace])).map(
        (key) => `${namespace}:${key}`,
      ),
    );
    expect(wrappable).toEqual([]);
  });

  it('gives English every plural form it needs too', () => {
    for (const namespace of namespaces) {
      const texts = flattenCatalogue(english[namespace]);
      expect(findMissingPluralForms(texts, texts, 'en')).toEqual([]);
    }
  });

  for (const locale of interfaceLocales.filter((code) => code !== 'en')) {
    for (const namespace of namespaces) {
      const source = () => flattenCatalogue(english[namespace]);
      const translated = () => flattenCatalogue(serverCatalogues[locale][namespace]);

      it(`${locale}:${namespace} has every key of English and no other`, () => {
        expect(compareKeys(source(), translated())).toEqual({ missing: [], extra: [] });
      });

      it(`${locale}:${namespace} has each plural form the language needs`, () => {
        expect(findMissingPluralForms(source(), translated(), locale)).toEqual([]);
      });

      it(`${locale}:${namespace} keeps English's placeholders and leaves nothing empty`, () => {
        expect(findTextProblems(source(), translated())).toEqual([]);
      });
    }
  }
});
