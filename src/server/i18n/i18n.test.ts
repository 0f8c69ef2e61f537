import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseAcceptLanguage } from '../../shared/domain/locales';
import { isInCatalogues, toEnglish, translate } from './i18n';
import { localeOfRequest } from './request-locale';
import { userText } from './user-text';
import { describeZodIssue } from './zod-issues';

describe('translate', () => {
  it('answers a message keyed by its English text in each language', () => {
    expect(translate('en', 'Please log in to continue.')).toBe('Please log in to continue.');
    expect(translate('de', 'Please log in to continue.')).toBe('Bitte melde dich an, um fortzufahren.');
    expect(translate('es', 'Please log in to continue.')).toBe('Inicia sesión para continuar.');
    expect(translate('fr', 'Please log in to continue.')).toBe('Veuillez vous connecter pour continuer.');
  });

  it('fills templates, translating nested texts and lists, with each language’s plural forms', () => {
    const duration = userText('{{minutes}} {{seconds}}', {
      minutes: userText('{{count}} minutes', { count: 1 }),
      seconds: userText('{{count}} seconds', { count: 30 }),
    });
    expect(toEnglish(duration)).toBe('1 minute 30 seconds');
    expect(translate('de', duration)).toBe('1 Minute und 30 Sekunden');
    expect(translate('fr', userText('{{count}} bytes', { count: 1_000_000 }))).toBe('1000000 octets');
    const refusal = userText('This file is not a supported file type. Allowed: {{allowed}}.', {
      allowed: ['images (JPEG, PNG, WebP, GIF, AVIF)', 'videos (MP4, MOV, WebM)'],
    });
    expect(translate('es', refusal)).toBe(
      'Este archivo no es de un tipo compatible. Se admiten: imágenes (JPEG, PNG, WebP, GIF, AVIF), vídeos (MP4, MOV, WebM).',
    );
  });

  it('puts values in as they are: no nesting, no escaping', () => {
    const text = userText('Video generation failed: {{error}}', { error: '$t(Done) <b> & {{count}}' });
    expect(translate('de', text)).toBe('Die Videogenerierung ist fehlgeschlagen: $t(Done) <b> & {{count}}');
  });

  it('reads a text no catalogue has as its key (English), so nothing is ever lost', () => {
    expect(isInCatalogues('A provider status')).toBe(false);
    expect(translate('fr', 'A provider status')).toBe('A provider status');
  });
});

describe('localeOfRequest', () => {
  const of = (header?: string) => localeOfRequest({ headers: { 'accept-language': header } });

  it('takes the first supported language by preference, English otherwise', () => {
    expect(of('de')).toBe('de');
    expect(of('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(of('ja;q=0.9, es-419;q=0.8')).toBe('es');
    expect(of('en;q=0.1, de;q=0.5')).toBe('de');
    expect(of('ja, zh-CN')).toBe('en');
    expect(of(undefined)).toBe('en');
    expect(parseAcceptLanguage('*')).toEqual([]);
  });
});

/** The first issue of a failed parse, as the error plugin passes it on (fields without the path). */
function firstIssue(result: { success: boolean; error?: z.ZodError }) {
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('the parse did not fail');
  return { detail: { ...issue }, english: issue.message };
}

describe('describeZodIssue', () => {
  // Issues Zod words itself, as the contracts can raise them (sizes inclusive: .max()/.min()).
  const failures = {
    'string too long': z.string().max(3).safeParse('abcd'),
    'string too short': z.string().min(2).safeParse('a'),
    'list too long': z.array(z.number()).max(1).safeParse([1, 2]),
    'list too short': z.array(z.number()).min(1).safeParse([]),
    'number too big': z.number().max(100).safeParse(101),
    'number too small': z.number().min(0).safeParse(-1),
    'number not below': z.number().lt(5).safeParse(5),
    'number not above': z.number().gt(0).safeParse(0),
    'wrong type': z.string().safeParse(5),
    'missing field': z.object({ name: z.string() }).safeParse({}),
    'not an integer': z.number().int().safeParse(1.5),
    'not an option': z.enum(['light', 'dark']).safeParse('blue'),
    'not the literal': z.literal(true).safeParse(false),
    'not an e-mail': z.email().safeParse('nobody'),
    'not a URL': z.url().safeParse('nowhere'),
    'not a UUID': z.uuid().safeParse('1234'),
    'not the pattern': z.string().regex(/^a+$/).safeParse('b'),
    'wrong start': z.string().startsWith('https').safeParse('ftp'),
    'not a multiple': z.number().multipleOf(5).safeParse(3),
    'one unknown key': z.object({}).strict().safeParse({ extra: 1 }),
    'two unknown keys': z.object({}).strict().safeParse({ one: 1, two: 2 }),
    'no union member': z.union([z.string(), z.number()]).safeParse(true),
  };

  for (const [name, result] of Object.entries(failures)) {
    it(`${name}: English is Zod's own text, and the catalogue's English template reads the same`, () => {
      const { detail, english } = firstIssue(result);
      const text = describeZodIssue(detail, english);
      expect(translate('en', text)).toBe(english);
      expect(translate('en', { ...text, english: undefined })).toBe(english);
    });

    it(`${name}: every other language has its own wording, all placeholders filled`, () => {
      const { detail, english } = firstIssue(result);
      for (const locale of ['de', 'es', 'fr'] as const) {
        const translated = translate(locale, describeZodIssue(detail, english));
        expect(translated).not.toBe(english);
        expect(translated).not.toMatch(/\{\{|undefined/);
      }
    });
  }

  it('words a size the contracts do not use by its nearest whole bound, and anything else as invalid input', () => {
    const { detail, english } = firstIssue(z.string().length(2).safeParse('abc'));
    expect(translate('de', describeZodIssue(detail, english))).toBe('Zu lang: höchstens 2 Zeichen erlaubt');
    expect(translate('fr', describeZodIssue({ code: 'custom' }, 'Invalid input'))).toBe('Saisie non valide');
    expect(translate('es', describeZodIssue(undefined, 'Whatever'))).toBe('Entrada no válida');
  });
});
