/**
 * The stricter checks of the offline writer's quality test (not used by production code), found by an
 * audit of the writer on the bench briefs: one call to action per post, filler found by what a line
 * carries (not by a phrase list), no question that presupposes the reader tried or bought something that is
 * not available yet, no promise the user did not make, no team or colleague wording on a consumer brief,
 * names kept whole, hashtags that are a noun phrase of the brief as written, and variations that arrange
 * the brief's lines differently, not only around them.
 */
import type { WrittenPost } from '../types';
import { findCatalogue, type PhraseCatalogue } from './languages/catalogue';
import { findReading } from './languages/reading-rules';
import { isNounTag, readEnglish, type EnglishWord } from './languages/en.nlp';
import type { WriterBrief } from './offline-writer.brief';

/** What the stricter rules need to know of a bench brief. */
export interface StrictBrief {
  language: WrittenPost['language'] & string;
  facts: string[];
  /** True when the brief speaks to businesses (then 'your team' or 'colleagues' may fit). */
  b2b?: boolean;
  /** True when what the brief is about can be tried or bought today ('is out', a shop's product). */
  available?: boolean;
}

/** Lowercase letters and digits, every other run of characters one space. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The lines of a post's body: hashtag lines left out, list markers taken off. */
export function bodyLines(content: string): string[] {
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^#\S/u.test(line))
    .map((line) => line.replace(/^(?:•|\d+\.) /u, ''));
}

/**
 * Calls to action in any of the writer's languages: links and link pointers, save/share/tag/follow asks,
 * requests for comments, sign-ups and bookings (the user's own asks count too).
 */
const ctaPatterns: readonly RegExp[] = [
  /^https?:\/\/\S+$/u,
  /\blink (?:in|na|en la|in der) bio\b|\blien en bio\b/iu,
  /\b(?:find out more|learn more|more at|details at)\b/iu,
  /^(?:save|share|tag|follow|bookmark|comment|tell us|let us know|drop|ask us|sign up|book|join|download|register|visit|shop|order|come by)\b/iu,
  /\b(?:in the comments|below\b.*\b(?:answer|comment))|share it below|tell us below/iu,
  /Mehr (?:dazu|erfährst du) auf|Speicher|^Teil|^Folge|Kommentar|^Sag uns|^Schreib|^Erzähl|^Merk dir|markiere/u,
  /Plus d’infos|Tous les détails|commentaire|^Suivez|^Partagez|^Enregistrez|^Dites|^Racontez/u,
  /Más información|Descubre más|comentarios|^Síguenos|^Comparte|^Guarda|^Cuéntanos|^Dinos/u,
  /Scopri di più|Tutti i dettagli|commenti|^Seguici|^Condividi|^Salva|^Scrivicelo|^Raccontacelo/u,
  /Saiba (?:mais|tudo)|comentários|^Siga-nos|^Partilhe|^Guarde|^Conte-nos/u,
  /Meer (?:hierover|weten)|reacties|^Volg ons|^Deel|^Bewaar|^Laat het/u,
  // The user's own asks in German, Spanish and French ('Reservieren Sie jetzt', '¡Reserva tu plaza!').
  /^(?:Reservieren|Buchen|Bestellen|Besuchen|Sichern|Melden|Kommen) Sie\b|^Jetzt .*(?:sichern|anmelden|buchen)!?$/u,
  /^¡?(?:Reserva|Apúntate|Inscríbete|Ven|Pide|Compra|Visítanos|Únete|Regístrate)\b/u,
  /^(?:Réservez|Inscrivez-vous|Venez|Commandez|Rejoignez|Achetez|Participez)\b/u,
];

/** Every call-to-action phrase of the catalogue, as written for this brief. */
function catalogueCalls(catalogue: PhraseCatalogue, writer: WriterBrief): Set<string> {
  const phrases = [
    ...catalogue.viral.callsToAction,
    ...catalogue.engaging.invitations,
    ...catalogue.informative.callsToAction,
    ...catalogue.normal.callsToAction,
    ...catalogue.platforms.facebookQuestions,
  ].map((phrase) => phrase(writer));
  return new Set([...phrases, catalogue.platforms.linkInBio].map(normalizeText));
}

/** The lines of a post that are calls to action. */
export function callLines(content: string, writer: WriterBrief): string[] {
  const catalogue = findCatalogue(writer.language);
  const known = catalogue ? catalogueCalls(catalogue, writer) : new Set<string>();
  return bodyLines(content).filter(
    (line) =>
      known.has(normalizeText(line)) ||
      // An ask may follow the phrase of time or place it leads with ('On 12 May at 3 pm CET, join our …').
      [line, line.replace(/^[^,]{3,60},\s+/u, '')].some((text) =>
        ctaPatterns.some((pattern) => pattern.test(text)),
      ),
  );
}

/** The content words of a text (letters, three or more, no stop word of the language). */
function contentWords(text: string, language: string): string[] {
  const stop = findReading(language as WriterBrief['language']).stopWords;
  return normalizeText(text)
    .split(' ')
    .filter((word) => /\p{L}{3,}/u.test(word) && !stop.has(word));
}

/**
 * Lines that carry nothing of the brief: neither the user's words (at least half its content words occur in
 * the brief) nor a fact with at most two words of the writer's around it. The post's first line may be such
 * a line when it names something of the brief (its one hook); calls to action are counted by their own rule.
 */
export function fillerProblems(
  content: string,
  brief: StrictBrief,
  source: string,
  writer: WriterBrief,
): string[] {
  const briefWords = new Set(contentWords(source, brief.language));
  const calls = new Set(callLines(content, writer));
  const normalizedSource = normalizeText(source);
  const problems: string[] = [];
  bodyLines(content).forEach((line, index) => {
    if (calls.has(line) || normalizedSource.includes(normalizeText(line))) return;
    const words = contentWords(line, brief.language);
    const added = words.filter((word) => !briefWords.has(word));
    const hasFact = brief.facts.some((fact) => line.toLowerCase().includes(fact.toLowerCase()));
    const carries = added.length * 2 <= words.length || (hasFact && added.length <= 2);
    // The one hook may be the writer's words, about the brief: a greeting ('Hi friends,') is no hook.
    const isHook = index === 0 && words.some((word) => briefWords.has(word));
    if (!carries && !isHook) problems.push(line);
  });
  return problems;
}

/** Questions that take for granted the reader has tried, bought or lived the subject already. */
const presupposing: readonly RegExp[] = [
  /have you (?:ever )?(?:tried|used|visited|been to|bought|had|tasted)|\btried\b.*\byet\?|your (?:story|experience) with|what has worked for you/iu,
  /schon ausprobiert|Welche Erfahrungen hast du|Was hat bei dir gut funktioniert|deine Geschichte dazu/u,
  /déjà essayé|votre expérience|Qu’est-ce qui a fonctionné pour vous|votre histoire/u,
  /ya lo has probado|tu experiencia con|Qué te ha funcionado|tu historia/u,
  /già provato|la tua esperienza|Cosa ha funzionato per te|la tua storia/u,
  /já experimentou|a sua experiência|O que funcionou melhor|a sua história/u,
  /al geprobeerd|ervaring heb jij|Wat heeft bij jou goed gewerkt|jouw verhaal/u,
];

/** Promises the user never made: answering every comment, a next chapter, more posts to come. */
const promises: readonly RegExp[] = [
  /we read every|we (?:reply|answer) to every|next chapter|follow (?:us |along )?for more|more (?:practical )?(?:tips|insights)/iu,
  /lesen jeden Kommentar|nächste Kapitel|mehr praxisnahe|mehr praktische Tipps/u,
  /on lit tout|découvrir la suite|plus de conseils|plus d’analyses/u,
  /leemos todos|próximo capítulo|más consejos|más ideas/u,
  /leggiamo tutti|prossimo capitolo|altri consigli|altri spunti/u,
  /lemos todos|próximo capítulo|mais dicas|mais ideias/u,
  /lezen elke reactie|volgende hoofdstuk|meer (?:praktische )?tips|meer inzichten/u,
];

/** Team and colleague wording, which fits a business audience only. */
const businessWording =
  /\byour team\b|colleague|\bdein(?:em)? Team\b|\bIhr(?:em)? Team\b|Kolleg|votre équipe|collègue|tu equipo|colega|il tuo team|collega|na sua empresa|jouw team|je team|collega/iu;

/** The story labels the writer used to put before a fact that is no turning point ('The turning point: Entry costs £25'). */
export const dramaLabels: readonly string[] = [
  'The turning point:',
  'Der Wendepunkt:',
  'Le déclic :',
  'El punto de inflexión:',
  'La svolta:',
  'A grande mudança:',
  'Het keerpunt:',
];

/** Problems of one post under the rules on presupposition, promises and audience. */
export function claimProblems(
  content: string,
  brief: StrictBrief,
): { presupposed: string[]; promised: string[]; business: string[] } {
  const lines = bodyLines(content);
  return {
    presupposed: brief.available
      ? []
      : lines.filter((line) => presupposing.some((pattern) => pattern.test(line))),
    promised: lines.filter((line) => promises.some((pattern) => pattern.test(line))),
    business: brief.b2b ? [] : lines.filter((line) => businessWording.test(line)),
  };
}

/**
 * A multi-word name of the brief's facts ('Bean There', 'Happy Paws Shelter') cut to its first word in the
 * body ('our café Bean'): the name as the post spells it is not the user's.
 */
export function cutNames(content: string, brief: StrictBrief): string[] {
  const body = bodyLines(content).join('\n');
  const stop = findReading(brief.language).stopWords;
  const problems: string[] = [];
  for (const fact of brief.facts) {
    const words = fact.split(/\s+/u);
    const [first, second] = words;
    if (!first || !second || !/^\p{Lu}/u.test(first) || !/^\p{Lu}/u.test(words[words.length - 1] ?? ''))
      continue;
    if (stop.has(first.toLowerCase())) continue;
    const escaped = first.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])(?!\\s+${second.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')})`,
      'gu',
    );
    if (pattern.test(body)) problems.push(`'${first}' without the rest of '${fact}'`);
  }
  return problems;
}

interface Occurrence {
  words: EnglishWord[];
  at: number;
  all: EnglishWord[];
}

/** Every run of consecutive words of the brief (within one phrase, no punctuation between) spelling `tag`. */
function englishOccurrences(tag: string, all: EnglishWord[]): Occurrence[] {
  const target = tag.toLowerCase();
  const found: Occurrence[] = [];
  all.forEach((_, start) => {
    let joined = '';
    for (let end = start; end < Math.min(all.length, start + 5); end += 1) {
      const word = all[end];
      if (!word || (end > start && word.isBreakBefore)) return;
      joined += normalizeText(word.text).replace(/ /gu, '');
      if (joined === target) {
        found.push({ words: all.slice(start, end + 1), at: start, all });
        return;
      }
      if (!target.startsWith(joined)) return;
    }
  });
  return found;
}

/**
 * An English hashtag is a noun phrase of the brief as written: its words in a row in one phrase, all
 * adjectives or nouns ending in a noun, the whole phrase or its end (never its start: '#CaféBean' of 'café
 * Bean There'); not a unit cut from its number ('#KmRace' of '10 km race'), not a noun followed by an amount
 * (a verb: '#WhiteCosts' of 'flat white costs €2.50'), and one word only when it is a name written with a
 * capital inside a sentence (or a name among the facts) or an acronym ('#Lyon', '#AWS'; not '#Guests', '#Entry',
 * '#Money').
 */
export function englishTagProblem(tag: string, source: string, facts: readonly string[]): string | undefined {
  const all = readEnglish(source).words;
  const occurrences = englishOccurrences(tag, all);
  if (occurrences.length === 0) return 'not a phrase of the brief';
  const reasons = occurrences.map(({ words, at }) => {
    const last = words[words.length - 1];
    const before = all[at - 1];
    const after = all[at + words.length];
    const joinedBefore = before && !words[0]?.isBreakBefore ? before : undefined;
    const joinedAfter = after && !after.isBreakBefore ? after : undefined;
    if (!last || !isNounTag(last.pos) || words.some((word) => !isNounTag(word.pos) && word.pos !== 'ADJ'))
      return 'not a noun phrase';
    if (joinedAfter && (isNounTag(joinedAfter.pos) || /^\p{Lu}/u.test(joinedAfter.text)))
      return 'the start of a longer phrase';
    // The model reads '€2.50' as a break, so the amount after the phrase is looked up in the text.
    const phrase = words.map((word) => word.text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('\\s+');
    const amountAfter = new RegExp(`${phrase}\\s+(?:[$€£¥]|\\d)`, 'u').test(source);
    if (amountAfter || (joinedAfter && ['NUM', 'DET'].includes(joinedAfter.pos)))
      return 'a noun and the verb after it';
    if (joinedBefore?.pos === 'NUM') return 'cut from its number';
    if (words.length === 1) {
      const word = words[0];
      // A name starts a sentence too ('Ledgerly 4.2 is out'): then the user listed it among the facts.
      const isListed = facts.some((fact) => fact.split(/\s+/u)[0] === word?.text);
      const isName = word !== undefined && /^\p{Lu}/u.test(word.text) && (!word.isSentenceStart || isListed);
      const isAcronym = /^\p{Lu}{2,}$/u.test(tag) || /\d/u.test(tag);
      if (!isName && !isAcronym) return 'one common word';
    }
    return undefined;
  });
  return reasons.includes(undefined) ? undefined : reasons[0];
}

/**
 * How a post arranges the brief's own lines: each line that is the user's words (or a run of them), in
 * order, list items marked; after the opening, a line of the user's led by the writer's label ('What it
 * means for you: …') counts as that line. Lines the writer added (hooks, calls to action) are left out, so two variations that only
 * open or close differently have the same arrangement. A line that joins sentences the source holds apart
 * (a page's key point beside a sentence of its text) is read sentence by sentence: the user's sentences it
 * holds, in order, marked ' +' when the writer's words share the line (an opening's question before them).
 * A sentence of the user's told with its closing phrase first ('From Friday …, our sale takes …') counts as
 * that sentence in another order.
 */
export function arrangement(content: string, source: string): string[] {
  const normalizedSource = normalizeText(source);
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^#\S/u.test(line))
    .flatMap((line, index) => {
      const isItem = /^(?:•|\d+\.) /u.test(line);
      const item = line.replace(/^(?:•|\d+\.) /u, '');
      // A line after the opening led by the writer's label ('What it means for you: entry is free …') is the
      // user's line in that place (the opening, hook or lead, is the writer's).
      const unlabelled = index > 0 ? item.replace(/^[^:\n]{3,40}:\s+/u, '') : item;
      const isOwn = (candidate: string): boolean => candidate !== '' && normalizedSource.includes(candidate);
      const marker = isItem ? 'L:' : '';
      const text = [item, unlabelled].map(normalizeText).find(isOwn);
      if (text) return [`${marker}${text}`];
      // A sentence of the user's that leads with its closing phrase ('From Friday …, our sale takes …').
      const fronted = [...unlabelled.matchAll(/,\s+/gu)]
        .map((comma) => {
          const head = unlabelled.slice(comma.index + comma[0].length);
          return normalizeText(`${head} ${unlabelled.slice(0, comma.index)}`);
        })
        .find(isOwn);
      if (fronted) return [`${marker}${fronted} (fronted)`];
      const sentences = unlabelled.split(/(?<=[.!?…])\s+/u).map(normalizeText);
      const own = sentences.filter(isOwn);
      if (own.length === 0) return [];
      return [`${marker}${own.join(' | ')}${own.length < sentences.length ? ' +' : ''}`];
    });
}
