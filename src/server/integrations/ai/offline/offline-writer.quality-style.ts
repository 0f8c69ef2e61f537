/**
 * Quality checks of the offline writer on openings and sentence style (not used by production code): a
 * post's first line names one of the brief's concrete facts, no superlative or promise the user did not
 * write, and sentence case and punctuation a careful copywriter would leave (no lowercase sentence start, no
 * doubled punctuation, no space before punctuation).
 */
import { bodyLines } from './offline-writer.quality-rules';

/**
 * The first line of a post's body, without its emoji and list marker: the hook the reader sees first. A
 * post's opening names a fact of the brief (a number, an offer, a date, a name), never only its topic.
 */
export function hookProblem(content: string, facts: readonly string[]): string | undefined {
  const first = bodyLines(content)[0];
  if (first === undefined || facts.length === 0) return undefined;
  const lower = first.toLowerCase();
  return facts.some((fact) => lower.includes(fact.toLowerCase())) ? undefined : first;
}

/** Superlatives and promises only the writer could have made up, checked when the user did not write them. */
const superlatives: readonly RegExp[] = [
  /\bbest\b/iu,
  /guarantee/iu,
  /\bultimate\b/iu,
  /must[- ]have/iu,
  /game[- ]?changer/iu,
  /\bunbeatable\b|\bunmissable\b|\bonce in a lifetime\b/iu,
  /\bDas Beste\b|\bunschlagbar|garantiert|ultimative/iu,
  /\ble meilleur|la meilleure|garanti|incontournable|imbattable/iu,
  /\bel mejor\b|\bla mejor\b|garantizad|imprescindible|insuperable/iu,
  /\bil migliore\b|\bla migliore\b|garantit|imperdibile|imbattibile/iu,
  /\bo melhor\b|\ba melhor\b|garantid|imperdível|imbatível/iu,
  /\bde beste\b|\bhet beste\b|gegarandeerd|onmisbaar|onverslaanbaar/iu,
];

/** The superlatives and promises of `content` that `source` (the user's words) does not hold. */
export function superlativeProblems(content: string, source: string): string[] {
  return superlatives
    .filter((pattern) => pattern.test(content) && !pattern.test(source))
    .map((pattern) => String(pattern));
}

/**
 * Abbreviations a sentence may go on after without a capital ('Sept. 12', 'Prof. Park', 'e.g. this'), also
 * written with a space ('p. ej. de lavanda', 'p. ex. des pâtes', 'z. B. Comics': both periods).
 */
const abbreviation =
  /(?:\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Prof|Dr|Mr|Mrs|Ms|St|No|vs|etc|approx|ca|bzw|z\.B|u\.a|d\.h|inkl|ggf|Nr|Str|av|env|p\.ex|aprox|Sr|Sra|ecc|ex|p|p\.\s?ej|p\.\s?ex|z\.\s?B|u\.\s?a|d\.\s?h)|\b\p{L}\.\p{L}|\d)\.$/u;

/**
 * Sentence case and punctuation problems of a post: a line or sentence starting with a lowercase letter
 * (after our joins: '… 2026. the doors open'), a lowercase word right after a label colon at a line start
 * ('Offer: 20% off' is right, 'offer: …' or 'Offer: free …' after a join that lower-cased it is not checked),
 * doubled punctuation ('..', '!.', '?.', '.,', ',.') and a plain space before punctuation ('word .',
 * 'word ,'). French puts a no-break space before ':;?!', which is right.
 */
export function styleProblems(content: string): string[] {
  const problems: string[] = [];
  for (const line of bodyLines(content)) {
    if (/^\p{Ll}/u.test(line) && !/^(?:https?:\/\/|www\.)/u.test(line))
      problems.push(`lowercase line start: ${line}`);
    for (const match of line.matchAll(/([.!?])\s+(\p{Ll})/gu)) {
      const before = line.slice(0, match.index + 1);
      if (match[1] === '.' && abbreviation.test(before)) continue;
      problems.push(`lowercase after '${match[1]}': ${line}`);
    }
    if (
      /(?<!\.)\.\.(?!\.)|[!?]\.|\.,|,\.|[,;:]\s*[.!?]|\.\s*[.!?](?!\.)/u.test(
        line.replace(/\.{3}|…/gu, '…').replace(/…/gu, ''),
      )
    )
      problems.push(`doubled punctuation: ${line}`);
    if (/\p{L}\s+[.,](?:\s|$)| [!?;:](?:\s|$)/u.test(line) && !/\d\s[.,]/u.test(line))
      problems.push(`space before punctuation: ${line}`);
  }
  return problems;
}
