/**
 * How the offline writer cuts the user's sentences into lines and orders them: clauses as short lines, a
 * long viral line halved at a phrase of time or place, and the most specific lines first. Pure.
 */
import type { WriterBrief } from './offline-writer.brief';
import { specificity } from './offline-writer.platforms';
import { capitalize, shortenWords, withoutFinalPunctuation } from './offline-writer.text';
import { afterColon } from './offline-writer.colon';
import { findReading, type LanguageReading } from './languages/reading-rules';
import { isEnglishVerbAt, readEnglish } from './languages/en.nlp';
import { holdsVerb } from './offline-writer.tokens';

const punchyLength = 110;

/**
 * True when `tail` opens with an abbreviation of the language ('z. B. Erdbeeren', 'p. ex. avec un comté',
 * 'e.g. the'): a clause that goes on after one ('…, z. B. Erdbeeren') is not a line of its own.
 */
function opensWithAbbreviation(tail: string, reading: LanguageReading): boolean {
  const lower = tail.toLocaleLowerCase(reading.locale);
  return [...reading.abbreviations, 'e.g', 'i.e'].some((abbreviation) =>
    lower.startsWith(`${abbreviation}.`),
  );
}

/** True when `head` ends with an abbreviation of the language ('… le 3 mai, p. ex.', '… z. B.'). */
function endsWithAbbreviation(head: string, reading: LanguageReading): boolean {
  const lower = head.toLocaleLowerCase(reading.locale);
  return [...reading.abbreviations, 'e.g', 'i.e'].some(
    (abbreviation) =>
      lower.endsWith(`${abbreviation}.`) &&
      !/\p{L}/u.test(lower.charAt(lower.length - abbreviation.length - 2)),
  );
}

/**
 * True when cutting `sentence` at `at`, before its 'and', would leave a fragment: in English, read in the
 * whole sentence by the model, that 'and' joins two things of one clause ('40% off every parka and wool
 * coat from Friday …'): no verb follows it and no new subject opens after it (a determiner, pronoun or
 * number: '…, and every flat white costs €2.50', where the model reads 'costs' as a noun). Other languages:
 * never (their joins are cut only before an article, see `clauseBoundary`).
 */
function cutsAtJoinedThings(sentence: string, at: number, reading: LanguageReading): boolean {
  if (reading.language !== 'en' || !/^and\s/iu.test(sentence.slice(at))) return false;
  const before = (sentence.slice(0, at).match(/\band\b/giu) ?? []).length;
  const { words } = readEnglish(sentence);
  const joins = words.flatMap((word, index) => (word.text.toLowerCase() === 'and' ? [index] : []));
  const join = joins[before];
  if (join === undefined) return false;
  const after = words.slice(join + 1);
  const opensSubject = ['DET', 'PRON', 'NUM'].includes(after[0]?.pos ?? '');
  return !opensSubject && !after.some((_, index) => isEnglishVerbAt(words, join + 1 + index));
}

/**
 * A fact as short punchy lines (viral): a fact longer than 110 characters is split at its last clause
 * boundary that fits (', ', ' and ' before a clause, ' from ', ' until ') into two lines, so its end ('…
 * to Sunday 30 November') is not cut; with no such boundary it is shortened at a word.
 */
function punchyLines(fact: string, reading: LanguageReading, maxLength = punchyLength): string[] {
  if (fact.length <= maxLength) return [fact];
  const boundaries = [...fact.matchAll(/,\s+|\s+(?=(?:and|from|until|with)\s)/gu)].filter(
    (match) =>
      !opensWithAbbreviation(fact.slice(match.index + match[0].length), reading) &&
      !cutsAtJoinedThings(fact, match.index + match[0].length, reading) &&
      match.index >= 30 &&
      match.index <= maxLength &&
      fact.length - match.index <= punchyLength + 10 &&
      fact.length - match.index >= 15 &&
      // Both lines are sentences: a piece without a verb stays with its clause ('… à Lille, place du
      // Théâtre', '… wool coat from Friday 28 November to Sunday 30 November'), read as in the whole fact.
      holdsVerb(fact, 0, match.index, reading) &&
      holdsVerb(fact, match.index + match[0].length, fact.length, reading),
  );
  const cut = boundaries[boundaries.length - 1];
  // No boundary that fits: the line stays whole (a fact's end is no less true than its start) unless very long.
  if (!cut) return [shortenWords(fact, 180)];
  const head = fact.slice(0, cut.index).replace(/[,;:]$/u, '');
  const tail = fact.slice(cut.index + cut[0].length);
  return [`${head}.`, capitalize(tail)];
}

/**
 * Where a sentence may be cut into two short lines: after a colon or ';', before a clause joined by ', and'
 * (any language), or by 'and' before an article ('… 3,50 € und der Kaffee ist gratis'); never before an
 * abbreviation the clause goes on with ('…, z. B. Erdbeeren', '…, p. ex. avec un comté').
 */
const clauseBoundary =
  /:\s+|;\s+|,\s+(?=(?:and|und|et|y|e|en)\s)|\s+(?=(?:and|und|et|y|e|en)\s+(?:the|every|each|der|die|das|jedes|le|la|les|el|los|las|il|lo|gli|o|os|as|de|het)\s)/gu;

/**
 * A sentence as short lines, one per clause ('The first 50 guests get a free croissant, and every flat
 * white costs €2.50' makes two), each at least 15 characters; a clause still longer than 110 characters
 * is split as `punchyLines` does.
 */
export function clauseLines(sentence: string, brief: WriterBrief, maxLength = punchyLength): string[] {
  const reading = findReading(brief.language);
  const parts: string[] = [];
  let rest = sentence;
  for (const match of [...sentence.matchAll(clauseBoundary)].reverse()) {
    const head = sentence.slice(0, match.index);
    const tail = rest.slice(match.index + match[0].length);
    if (head.length < 15 || tail.length < 15 || opensWithAbbreviation(tail, reading)) continue;
    if (cutsAtJoinedThings(sentence, match.index + match[0].length, reading)) continue;
    const withoutJoin = tail.replace(/^(?:and|und|et|y|e|en)\s+/u, '');
    parts.unshift(capitalize(withoutJoin, brief.language));
    rest = head;
  }
  parts.unshift(rest);
  return parts
    .map((part, index) => (index < parts.length - 1 ? `${part.replace(/[,;:]$/u, '')}.` : part))
    .flatMap((line) => punchyLines(line, reading, maxLength));
}

/** Viral lines are shorter: a clause past 70 characters is cut in two where it can be. */
export const viralLength = 70;

/**
 * Words that start a phrase of time or place, where a long viral line may be cut ('… am 21. September');
 * German 'am' never after a number, where it is the clock's ('at 8 am on Rue Verte').
 */
const phraseStarts =
  /\s(?=(?:at|on|in|from|until|with|for|im|um|mit|für|bis|ab|au|à|avec|pour|dès|en|con|para|hasta|desde|al|dal|per|na|no|em|com|até|op|tot|met|voor|vanaf)\s)|(?<!\d)\s(?=am\s)/gu;

/** Words that open a phrase of time or place a sentence may start with ('From Friday …, our sale …'). */
const frontablePhrase = /^(?:at|on|in|from|until|à|au|dès|en|desde|hasta)\s/iu;
const placePhrase = /^(?:at|à|au)\s/iu;

/**
 * Words that open a clause inside a sentence, by language: a phrase after one belongs to that clause ('…
 * shows how her team saved 38% on AWS'), so it never moves to the front; languages left out (German puts
 * its verb second after a fronted phrase) never front one.
 */
const clauseOpeners: Partial<Record<WriterBrief['language'], RegExp>> = {
  en: /\b(?:how|that|which|who|whom|what|why|where|when|whether|if|because)\b/iu,
  es: /(?<!\p{L})(?:que|cómo|donde|dónde|cuando|porque|si)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:que|qu|qui|comment|où|quand|parce|si)(?!\p{L})/iu,
};

/**
 * `line` with its closing phrase of time or place (from `at`, holding no verb) moved to its front ('From
 * Friday 28 November to Sunday 30 November, our winter coat sale at Northpeak takes 40% off every parka and
 * wool coat.'): the viral way to lead with it without cutting it off as a fragment. Undefined where that
 * would change what the phrase belongs to: a sentence with a clause of its own ('how', 'que'), a comma
 * before the phrase, a phrase that completes the verb right before it ('the shop is at 14 Maple Street'), a
 * Spanish sentence inside '¡…!' or '¿…?'.
 */
function frontedLine(
  line: string,
  at: number,
  brief: WriterBrief,
  reading: LanguageReading,
): string | undefined {
  const opener = clauseOpeners[brief.language];
  const head = line.slice(0, at);
  const ending = line.slice(at + 1);
  const tail = withoutFinalPunctuation(ending);
  if (!opener || /[,;:¡¿]/u.test(head) || !frontablePhrase.test(tail)) return undefined;
  // 'on cutting cloud costs' is what a webinar is about, no time or place.
  if (brief.language === 'en' && /^\S+\s+\S+ing\b/iu.test(tail)) return undefined;
  // After a clause's opener only a place the whole sentence happens at leads ('At Hilltop Roasters, today I
  // show you how we roast our coffee'; never 'In six months, Ana shows how her team saved 38%').
  if (opener.test(head) && !placePhrase.test(tail)) return undefined;
  const lastWord = head.lastIndexOf(' ') + 1;
  if (holdsVerb(line, lastWord, at, reading)) return undefined;
  const end = /[.!…]$/u.exec(ending.trim())?.[0] ?? '.';
  // An elided article keeps no capital inside the sentence ("l'association Les Restos du Quartier").
  const isElided = reading.stopWords.has(head.split(/['’\s]/u)[0]?.toLocaleLowerCase(reading.locale) ?? '');
  const rest = isElided
    ? head.charAt(0).toLocaleLowerCase(reading.locale) + head.slice(1)
    : afterColon(head, brief);
  return `${capitalize(tail, brief.language)}, ${rest}${end}`;
}

/**
 * A viral line past 50 characters cut at the phrase of time or place nearest its middle ('Spendenlauf für
 * das Kinderhospiz Regenbogen.' / 'Am 21. September im Stadtpark Hamburg.'), both halves 20 characters at
 * least and sentences (each holds a verb), never right after an abbreviation. Where the only phrase to cut
 * at holds no verb, it leads the line instead (see `frontedLine`) or the line stays whole; shorter lines
 * stay whole.
 */
export function halfLines(line: string, brief: WriterBrief): string[] {
  if (line.length <= 50) return [line];
  const middle = line.length / 2;
  const reading = findReading(brief.language);
  // A line without a verb of its own ('Spendenlauf für das Kinderhospiz Regenbogen am 21. September im
  // Stadtpark Hamburg.') halves like a poster: no half loses a verb it had. English halves only clauses.
  const isClause = holdsVerb(line, 0, line.length, reading);
  // Never right after an abbreviation the phrase belongs to ('…, p. ex. avec un comté').
  const cuts = [...line.matchAll(phraseStarts)]
    .map((match) => match.index)
    .filter(
      (at) =>
        at >= 20 &&
        line.length - at >= 20 &&
        !endsWithAbbreviation(line.slice(0, at), reading) &&
        (isClause ? holdsVerb(line, 0, at, reading) : reading.language !== 'en'),
    );
  // The verb must stand in the phrase's own clause, before the next comma: 'Um 7:30 Uhr, jedes Sauerteigbrot
  // kostet 3,50 €' would take the opening's time into the price's clause.
  const clauseEnd = (cut: number): number => {
    const comma = line.slice(cut + 1).search(/[,;]\s/u);
    return comma < 0 ? line.length : cut + 1 + comma;
  };
  const at = cuts
    .filter((cut) => !isClause || holdsVerb(line, cut + 1, clauseEnd(cut), reading))
    .sort((left, right) => Math.abs(left - middle) - Math.abs(right - middle))[0];
  if (at === undefined) {
    // The first phrase that can lead ('On 12 May at 3 pm CET, join our free webinar on cutting cloud costs.').
    const fronted = cuts.map((cut) => frontedLine(line, cut, brief, reading)).find(Boolean);
    return [fronted ?? line];
  }
  const head = line.slice(0, at).replace(/[,;:]$/u, '');
  return [`${head}.`, capitalize(line.slice(at + 1), brief.language)];
}

/**
 * `lines` with the most specific first (prices, percentages, dates and offers before the rest, see
 * `specificity`), so a variation leads with what is on offer; never the order told, since another variation
 * tells it that way: when sorting leaves it, the first line moves to the end.
 */
export function specificFirst(lines: readonly string[]): string[] {
  const sorted = lines
    .map((text, index) => ({ text, index, score: specificity(text) }))
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .map((item) => item.text);
  const isTold = sorted.every((text, index) => text === lines[index]);
  return isTold && sorted.length > 1 ? [...sorted.slice(1), sorted[0] ?? ''] : sorted;
}
