/**
 * How the offline writer reads a brief in one language: which words are never key terms, which openers are
 * instructions rather than topic, how intent and audience are worded, which periods do not end a sentence.
 * The seven catalogue languages have their own rules; any other language gets the library's stop words and
 * the generic rules here (no intent, audience or instruction wording: the writer adds no phrases there).
 */
import * as stopword from 'stopword';
import {
  toIso6393,
  type CatalogueLanguage,
  type ContentLanguage,
} from '../../../../../shared/domain/content-languages';
import { deReading } from './de.reading';
import { enReading } from './en.reading';
import { esReading } from './es.reading';
import { frReading } from './fr.reading';
import { itReading } from './it.reading';
import { nlReading } from './nl.reading';
import { ptReading } from './pt.reading';

/** What a post is mostly doing, guessed from the prompt's wording. */
export type PostIntent = 'promotion' | 'event' | 'launch' | 'howto' | 'story' | 'insight';

/** The reading rules of one catalogue language, as written in its file (word lists space-separated). */
export interface LanguageReadingSource {
  /** Words never used as key terms beyond the library's stop words: instruction and marketing verbs, dates. */
  extraStopWords: string;
  /** Words of a prompt that only talks about the media ('video', 'Beitrag'): such a prompt names no topic. */
  metaWords: string;
  /** Instruction openers removed from the topic ('Write a post about', 'Schreib einen Beitrag über'). */
  instructionPrefixes: RegExp[];
  /** Intent patterns in order of precedence; no match means 'insight'. */
  intents: ReadonlyArray<readonly [PostIntent, RegExp]>;
  /** Last words of a term that name an audience ('professionals', 'Anfänger'). */
  audienceNouns: string;
  /** Filler that opens spoken sentences ('so', 'also', 'alors'). */
  spokenFiller: RegExp;
  /** Greetings that open a transcript and carry no fact. */
  greeting: RegExp;
  /** Determiners kept before a subject ('our bakery', 'unsere Bäckerei', "l'atelier"), lower case. */
  determiners: string[];
  /** Abbreviations whose period ends no sentence, lower case without their last period ('z. b', 'dr'). */
  abbreviations: string[];
  /** Elided articles and prepositions glued to the next word ("l'", "dell'"); removed before reading words. */
  elision?: RegExp;
  /** True when nouns are capitalised (German): key terms are then single capitalised words. */
  capitalizesNouns?: boolean;
  /** Short words that join a noun phrase ('torta di castagne', 'pain au levain'), lower case. */
  connectors?: string;
  /** Stop words that start a name when capitalised mid-sentence ('New York'). */
  nameWords?: string;
  /**
   * Words for a time of day or of the week beyond Intl's day periods ('noon', 'weekend', 'Wochenende'): part of
   * a term ('morning yoga') they are fine; alone they are no hashtag ('#Noon').
   */
  timeWords?: string;
  /**
   * Words after which a noun comes, never a conjugated verb: articles, determiners, prepositions, conjunctions
   * and the adjectives that stand before a noun ('un regalo', 'la grande collecte', 'para principiantes').
   */
  nounMarkers?: string;
  /**
   * Words that follow a verb but never a noun: articles, determiners and pronouns ('¿Buscas un…?', 'Suchen
   * Sie…?'), so a word before one is a verb unless a noun marker stands before it.
   */
  objectWords?: string;
  /** Words a verb follows: subject pronouns ('nous proposons') and question adverbs ('Pourquoi attendre ?'). */
  verbMarkers?: string;
  /** Endings only a conjugated verb or gerund has ('-amos', '-ez'), for a word after no noun marker. */
  verbEndings?: RegExp;
  /** Nouns with one of `verbEndings` ('ramos', 'nez'). */
  verbEndingNouns?: string;
  /** The infinitive's endings ('-er', '-ir'): after a preposition and before its object it is a verb ('pour aider 40 familles'). */
  infinitiveEndings?: RegExp;
}

/** The reading rules of a language, ready to use. */
export interface LanguageReading {
  language: ContentLanguage;
  /** Locale for case changes and segmentation. */
  locale: string;
  stopWords: ReadonlySet<string>;
  /**
   * The stop words of the language's library list only (articles, pronouns, prepositions, auxiliaries),
   * without the writer's own additions, some of which are verbs ('kostet', 'eröffnet').
   */
  grammarWords: ReadonlySet<string>;
  metaWords: ReadonlySet<string>;
  instructionPrefixes: RegExp[];
  intents: ReadonlyArray<readonly [PostIntent, RegExp]>;
  audienceNouns: ReadonlySet<string>;
  spokenFiller: RegExp | undefined;
  greeting: RegExp | undefined;
  determiners: string[];
  abbreviations: ReadonlySet<string>;
  elision: RegExp | undefined;
  capitalizesNouns: boolean;
  connectors: ReadonlySet<string>;
  nameWords: ReadonlySet<string>;
  /** Month and weekday names, lower case ('mayo', 'vendredi'). */
  calendarWords: ReadonlySet<string>;
  /** Times of day and of the week, lower case: a term made only of them is no hashtag. */
  timeWords: ReadonlySet<string>;
  nounMarkers: ReadonlySet<string>;
  objectWords: ReadonlySet<string>;
  verbMarkers: ReadonlySet<string>;
  verbEndings: RegExp | undefined;
  verbEndingNouns: ReadonlySet<string>;
  infinitiveEndings: RegExp | undefined;
  /** True when the writer has a phrase catalogue for the language (its reading rules are complete). */
  hasCatalogue: boolean;
  /** True when names change form with their case ('w Krakowie'): a name in the text is no hashtag. */
  inflectsNames: boolean;
  /** True when a number followed by a period is an ordinal ('2. März'), never a sentence end. */
  hasOrdinalDot: boolean;
}

const sources: Record<CatalogueLanguage, LanguageReadingSource> = {
  en: enReading,
  de: deReading,
  es: esReading,
  fr: frReading,
  it: itReading,
  pt: ptReading,
  nl: nlReading,
};

/** Languages that write ordinals with a period ('2. März', '3. března', '5. toukokuuta'). */
const ordinalDotLanguages = new Set<ContentLanguage>([
  'de',
  'da',
  'nb',
  'fi',
  'cs',
  'sk',
  'sl',
  'hr',
  'bs',
  'sr',
  'hu',
  'et',
  'lv',
  'lt',
  'tr',
]);

/** Languages whose names decline, so a name as written is often not its base form. */
const nameInflectingLanguages = new Set<ContentLanguage>([
  'pl',
  'cs',
  'sk',
  'sl',
  'hr',
  'bs',
  'sr',
  'ru',
  'uk',
  'be',
  'bg',
  'fi',
  'et',
  'hu',
  'lv',
  'lt',
  'tr',
  'el',
]);

/** Month and weekday names of `locale`, standalone and as in a date ('marzec', 'marca'), lower case. */
function calendarWords(locale: string): string[] {
  try {
    const month = new Intl.DateTimeFormat(locale, { month: 'long' });
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const names: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const date = new Date(Date.UTC(2024, index, 3, 12));
      names.push(month.format(date));
      names.push(
        ...dayMonth
          .formatToParts(date)
          .filter((part) => part.type === 'month')
          .map((part) => part.value),
      );
      if (index < 7) names.push(weekday.format(new Date(Date.UTC(2024, 0, 1 + index, 12))));
    }
    return names.map((name) => name.toLocaleLowerCase(locale));
  } catch {
    return [];
  }
}

/**
 * The words of a locale's day periods ('in the morning', 'noon', 'at night'; 'mittags', 'abends'), lower case,
 * from Intl so every language has them.
 */
function dayPeriodWords(locale: string): string[] {
  try {
    const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', dayPeriod: 'long', timeZone: 'UTC' });
    const periods = new Set<string>();
    for (let hour = 0; hour < 24; hour += 1) {
      for (const part of format.formatToParts(new Date(Date.UTC(2024, 0, 1, hour)))) {
        if (part.type === 'dayPeriod') periods.add(part.value);
      }
    }
    return [...periods].flatMap((period) => words(period.toLocaleLowerCase(locale)));
  } catch {
    return [];
  }
}

/** The stop-word lists of the `stopword` package by ISO 639-3 code (Portuguese also has a Brazilian list). */
const libraryLists = stopword as unknown as Readonly<Record<string, readonly string[] | undefined>>;

function libraryStopWords(language: ContentLanguage): string[] {
  const code = toIso6393(language);
  return [...(libraryLists[code] ?? []), ...(language === 'pt' ? (libraryLists.porBr ?? []) : [])];
}

const words = (list: string | undefined): string[] =>
  (list ?? '').split(/\s+/u).filter((word) => word !== '');

const cache = new Map<ContentLanguage, LanguageReading>();

/** The reading rules of `language` (built once per language). */
export function findReading(language: ContentLanguage): LanguageReading {
  const cached = cache.get(language);
  if (cached) return cached;
  const source: Partial<LanguageReadingSource> =
    language in sources ? sources[language as CatalogueLanguage] : {};
  const locale = language;
  const lower = (word: string) => word.toLocaleLowerCase(locale);
  const reading: LanguageReading = {
    language,
    locale,
    stopWords: new Set(
      [...libraryStopWords(language), ...words(source.extraStopWords), ...calendarWords(locale)].map(lower),
    ),
    grammarWords: new Set(libraryStopWords(language).map(lower)),
    metaWords: new Set(words(source.metaWords).map(lower)),
    instructionPrefixes: source.instructionPrefixes ?? [],
    intents: source.intents ?? [],
    audienceNouns: new Set(words(source.audienceNouns).map(lower)),
    spokenFiller: source.spokenFiller,
    greeting: source.greeting,
    determiners: source.determiners ?? [],
    abbreviations: new Set(source.abbreviations ?? []),
    elision: source.elision,
    capitalizesNouns: source.capitalizesNouns ?? false,
    connectors: new Set(words(source.connectors)),
    nameWords: new Set(words(source.nameWords)),
    calendarWords: new Set(calendarWords(locale)),
    timeWords: new Set([...dayPeriodWords(locale), ...words(source.timeWords)].map(lower)),
    nounMarkers: new Set(words(source.nounMarkers).map(lower)),
    objectWords: new Set(words(source.objectWords).map(lower)),
    verbMarkers: new Set(words(source.verbMarkers).map(lower)),
    verbEndings: source.verbEndings,
    verbEndingNouns: new Set(words(source.verbEndingNouns).map(lower)),
    infinitiveEndings: source.infinitiveEndings,
    hasCatalogue: language in sources,
    inflectsNames: nameInflectingLanguages.has(language),
    hasOrdinalDot: ordinalDotLanguages.has(language),
  };
  cache.set(language, reading);
  return reading;
}
