import { describe, expect, it } from 'vitest';
import { interfaceLocales, type InterfaceLocale } from '../../shared/domain/locales';
import { catalogue as de } from './locales/de';
import { catalogue as en } from './locales/en';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';

const catalogues: Record<InterfaceLocale, Record<string, unknown>> = { en, de, es, fr };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a namespace as 'a.b.c' → text. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return leaves;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

function baseKeys(leaves: Map<string, string>): Set<string> {
  return new Set([...leaves.keys()].map((key) => key.replace(pluralSuffix, '')));
}

describe('interface catalogues', () => {
  it('French puts a no-break space before : ; ? ! and inside « » (never a plain one that could wrap)', () => {
    const wrappable = Object.entries(fr).flatMap(([namespace, tree]) =>
      [...flatten(tree)]
        .filter(([, text]) => /\S [:;?!»]|« /.test(text))
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(wrappable).toEqual([]);
  });

  it('ships a catalogue for every interface locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...interfaceLocales].sort());
  });

  const namespaces = Object.keys(en);
  for (const locale of interfaceLocales.filter((code) => code !== 'en')) {
    for (const namespace of namespaces) {
      it(`${locale}:${namespace} has every key of English and no other`, () => {
        const source = flatten(en[namespace as keyof typeof en]);
        const translated = flatten(catalogues[locale][namespace]);
        expect([...baseKeys(translated)].sort()).toEqual([...baseKeys(source)].sort());
      });

      it(`${locale}:${namespace} has each plural form the language needs`, () => {
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const translated = flatten(catalogues[locale][namespace]);
        const pluralKeys = new Set(
          [...flatten(en[namespace as keyof typeof en]).keys()]
            .filter((key) => pluralSuffix.test(key))
            .map((key) => key.replace(pluralSuffix, '')),
        );
        const missing = [...pluralKeys].flatMap((key) =>
          categories.filter((category) => !translated.has(`${key}_${category}`)).map((c) => `${key}_${c}`),
        );
        expect(missing).toEqual([]);
      });

      it(`${locale}:${namespace} keeps English's placeholders and leaves nothing empty`, () => {
        const source = flatten(en[namespace as keyof typeof en]);
        const translated = flatten(catalogues[locale][namespace]);
        const problems: string[] = [];
        for (const [key, text] of translated) {
          if (text.trim() === '') problems.push(`${key} is empty`);
          const isPlural = pluralSuffix.test(key);
          const english = source.get(key) ?? source.get(key.replace(pluralSuffix, '_other'));
          // A plural form may spell its count out ('Ein Beitrag'), so only the other placeholders must match.
          const compared = (value: string) =>
            variablesOf(value)
              .filter((name) => !isPlural || name !== 'count')
              .join();
          if (english !== undefined && compared(english) !== compared(text))
            problems.push(`${key}: {{${compared(text)}}} ≠ {{${compared(english)}}}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
