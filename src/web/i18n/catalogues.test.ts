import { describe, expect, it } from 'vitest';
import { interfaceLocales, type InterfaceLocale } from '../../shared/domain/locales';
import {
  baseKeysOf,
  findMissingPluralForms,
  findTextProblems,
  findWrappableFrenchPunctuation,
  flattenCatalogue,
} from '../../shared/i18n/catalogue-checks';
import { catalogue as de } from './locales/de';
import { catalogue as en } from './locales/en';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';

const catalogues: Record<InterfaceLocale, Record<string, unknown>> = { en, de, es, fr };

describe('interface catalogues', () => {
  it('French puts a no-break space before : ; ? ! and inside « » (never a plain one that could wrap)', () => {
    const wrappable = Object.entries(fr).flatMap(([namespace, tree]) =>
      findWrappableFrenchPunctuation(flattenCatalogue(tree)).map((key) => `${namespace}:${key}`),
    );
    expect(wrappable).toEqual([]);
  });

  it('ships a catalogue for every interface locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...interfaceLocales].sort());
  });

  const namespaces = Object.keys(en);
  for (const locale of interfaceLocales.filter((code) => code !== 'en')) {
    for (const namespace of namespaces) {
      const source = () => flattenCatalogue(en[namespace as keyof typeof en]);
      const translated = () => flattenCatalogue(catalogues[locale][namespace]);

      it(`${locale}:${namespace} has every key of English and no other`, () => {
        expect([...baseKeysOf(translated())].sort()).toEqual([...baseKeysOf(source())].sort());
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
