/**
 * The capital of a clause the writer puts after a lead's colon ('What it means for you: …', 'Lo que
 * significa para ti: …'), as a careful copywriter of each language leaves it:
 *
 * - English: lower case after a colon (the Chicago rule), unless the word is a proper noun or 'I'.
 * - German: the clause keeps its capital: it is one of the user's sentences (a full sentence keeps its
 *   capital after a colon) or it starts with a noun.
 * - French, Spanish, Italian, Portuguese, Dutch and any other language: lower case after a colon unless the
 *   word is a proper noun.
 *
 * A proper noun or brand keeps its capitals, and so does a title or an initial ('M. Dupont', 'Dr. Ruiz'). The evidence: a capital or digit inside the word ('TrailMate',
 * 'USB-C', 'EU'), the brief writing the word with a capital after the first word of a sentence ('… with
 * Stripe'), the start of a name of several capitalised words ('Happy Paws Shelter', 'Zapatería Luna'); in
 * English also a word the model does not know ('Northpeak') and that the brief never writes in lower case.
 * A word the brief only writes at a sentence's start, with no other evidence, is a common word. Pure.
 */
import { isEnglishDictionaryWord } from './languages/en.nlp';
import { findReading } from './languages/reading-rules';
import type { WriterBrief } from './offline-writer.brief';

/** What the colon rule reads of a brief: its language and the user's own lines. */
export type ColonBrief = Pick<WriterBrief, 'language' | 'topic' | 'facts' | 'features' | 'productName'>;

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

/** How the brief writes `word`: capitalised after a sentence's first word, and in lower case anywhere. */
function briefSpelling(word: string, brief: ColonBrief): { isCapitalInside: boolean; isLower: boolean } {
  const lower = word.toLocaleLowerCase(brief.language);
  let isCapitalInside = false;
  let isLower = false;
  const lines = [brief.topic, ...brief.facts, ...brief.features, brief.productName ?? ''];
  for (const line of lines)
    for (const sentence of line.split(/(?<=[.!?¡¿:])\s+/u)) {
      const words = sentence.match(wordPattern) ?? [];
      words.forEach((written, index) => {
        if (written.toLocaleLowerCase(brief.language) !== lower) return;
        if (written === lower) isLower = true;
        else if (index > 0) isCapitalInside = true;
      });
    }
  return { isCapitalInside, isLower };
}

/** True when `word`, the first of `clause`, is a proper noun or a brand by the evidence the brief gives. */
function isProperNoun(word: string, clause: string, brief: ColonBrief): boolean {
  if (/^.\S*[\p{Lu}\p{N}]/u.test(word) || word === 'I') return true;
  const next = clause.slice(word.length).match(/^\s+(?:&\s+)?(\S+)/u)?.[1] ?? '';
  if (/^\p{Lu}/u.test(next)) return true;
  const spelling = briefSpelling(word, brief);
  if (spelling.isCapitalInside) return true;
  if (spelling.isLower) return false;
  return brief.language === 'en' && !isEnglishDictionaryWord(word);
}

/**
 * `clause` as it reads after a lead's colon in the brief's language (see the file's rules): its first word
 * lower-cased, or kept as written.
 */
export function afterColon(clause: string, brief: ColonBrief): string {
  if (brief.language === 'de') return clause;
  const first = /^\p{Lu}[\p{L}\p{N}'’&-]*/u.exec(clause)?.[0];
  if (!first || first === 'I') return clause;
  // A title or an initial keeps its capital ('M. Dupont', 'Dr. Ruiz', 'J. Smith').
  const isAbbreviation =
    clause.charAt(first.length) === '.' &&
    (first.length === 1 ||
      findReading(brief.language).abbreviations.has(first.toLocaleLowerCase(brief.language)));
  if (isAbbreviation) return clause;
  const isFunctionWord = findReading(brief.language).stopWords.has(first.toLocaleLowerCase(brief.language));
  if (!isFunctionWord && isProperNoun(first, clause, brief)) return clause;
  if (isFunctionWord && /^.\S*[\p{Lu}\p{N}]/u.test(first)) return clause;
  const head = first.charAt(0).toLocaleLowerCase(brief.language);
  return head + clause.slice(1);
}
