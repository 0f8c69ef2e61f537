import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findWrappableFrenchPunctuation,
  flattenCatalogue,
  placeholdersOf,
} from '../../../shared/i18n/catalogue-checks';
import { infoPages, withFallback } from './content';

const pagesDir = join(__dirname, '../../../../content/pages');
const translations = ['de', 'es', 'fr'] as const;

/** Values that are addresses, ids or flags, not copy: the same in every language. */
const invariantKeys = new Set(['id', 'to', 'href', 'count', 'premium', 'available', 'department']);
const slug = /^[a-z][a-z0-9-]*$/;

function read(page: string, locale: string): unknown {
  return JSON.parse(readFileSync(join(pagesDir, page, `${locale}.json`), 'utf8'));
}

/** Every leaf of a page's copy by its path ('sections.0.items.1.title'). */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [childPath, leaf] of leaves(child, path ? `${path}.${key}` : key)) out.set(childPath, leaf);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? placeholdersOf(text) : [];
}

describe('information page translations', () => {
  it('has the four languages of every page and no other page or language', () => {
    expect(readdirSync(pagesDir).sort()).toEqual([...infoPages].sort());
    for (const page of infoPages) {
      expect(readdirSync(join(pagesDir, page)).sort(), page).toEqual([
        'de.json',
        'en.json',
        'es.json',
        'fr.json',
      ]);
    }
  });

  describe.each(infoPages)('%s', (page) => {
    const english = leaves(read(page, 'en'));

    it.each(translations)('%s has exactly the keys of en, same placeholders and addresses', (locale) => {
      expect(existsSync(join(pagesDir, page, `${locale}.json`))).toBe(true);
      const local = leaves(read(page, locale));
      expect([...local.keys()]).toEqual([...english.keys()]);
      for (const [path, text] of english) {
        const key = path.split('.').at(-1) ?? '';
        const translated = local.get(path);
        expect(typeof translated, path).toBe(typeof text);
        expect(placeholders(translated), path).toEqual(placeholders(text));
        if (invariantKeys.has(key) || (key === 'category' && typeof text === 'string' && slug.test(text))) {
          expect(translated, path).toEqual(text);
        }
      }
    });

    it.each(translations)('%s is translated, not English copied', (locale) => {
      const local = leaves(read(page, locale));
      // Sentences (several words) must differ from English; names, figures and product terms may stay.
      const sentences = [...english].filter(
        ([path, text]) =>
          typeof text === 'string' && text.split(' ').length >= 5 && !/\.(to|href)$/.test(path),
      );
      const same = sentences.filter(([path, text]) => local.get(path) === text).map(([path]) => path);
      expect(same).toEqual([]);
    });
  });

  it.each(infoPages)(
    'French %s puts a no-break space before : ; ! ? (like the interface catalogues)',
    (page) => {
      const copy = new Map(
        [...flattenCatalogue(read(page, 'fr'))].filter(([path]) => !/\.(to|href)$/.test(path)),
      );
      expect(findWrappableFrenchPunctuation(copy)).toEqual([]);
      // …and never glued to the word either.
      expect([...copy].filter(([, text]) => /[\p{L}\d)»][;!?]/u.test(text))).toEqual([]);
    },
  );
});

describe('withFallback', () => {
  const english = {
    title: 'About',
    intro: 'Intro',
    sections: [{ heading: 'One', items: [{ title: 'A', text: 'a' }] }, { heading: 'Two' }],
  };

  it('keeps every translated text and fills each missing key, array item or wrong type from English', () => {
    const local = { title: 'Über uns', sections: [{ items: [{ text: 'ä' }] }], extra: 'dropped', intro: 3 };
    expect(withFallback(english, local)).toEqual({
      title: 'Über uns',
      intro: 'Intro',
      sections: [{ heading: 'One', items: [{ title: 'A', text: 'ä' }] }, { heading: 'Two' }],
    });
  });

  it('is English when the language has nothing', () => {
    expect(withFallback(english, undefined)).toEqual(english);
  });
});
