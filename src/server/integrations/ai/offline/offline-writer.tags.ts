/**
 * Which English hashtags a careful copywriter would keep: a noun phrase of the user's text as written (read
 * by wink-nlp), the whole phrase or its end, never the start of a longer name ('#CaféBean' of 'café Bean
 * There'), a unit cut from its number ('#KmRace' of '10 km race'), a noun with the verb after it
 * ('#WhiteCosts' of 'flat white costs €2.50'), or one common word ('#Guests', '#Entry', '#Money'): one word
 * only when it is a name (capitalised inside a sentence, or a sentence's first word before a number or a
 * name: 'Ledgerly 4.2') or an acronym. Pure.
 */
import { isNounTag, readEnglish, type EnglishWord } from './languages/en.nlp';

const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** True when the run `words` (starting at `at` in `all`) is a noun phrase fit to be a hashtag. */
function isFitRun(
  words: EnglishWord[],
  at: number,
  all: EnglishWord[],
  source: string,
  tag: string,
): boolean {
  const last = words[words.length - 1];
  if (!last || !isNounTag(last.pos) || words.some((word) => !isNounTag(word.pos) && word.pos !== 'ADJ'))
    return false;
  const before = words[0]?.isBreakBefore ? undefined : all[at - 1];
  const next = all[at + words.length];
  const after = next && !next.isBreakBefore ? next : undefined;
  if (after && (isNounTag(after.pos) || /^\p{Lu}/u.test(after.text))) return false;
  if (after && (after.pos === 'NUM' || after.pos === 'DET')) return false;
  // The model reads '€2.50' as a break, so an amount right after the phrase is looked up in the text.
  const phrase = words.map((word) => escapeRegExp(word.text)).join('\\s+');
  if (new RegExp(`${phrase}\\s+(?:[$€£¥]|\\d)`, 'u').test(source)) return false;
  if (before?.pos === 'NUM') return false;
  if (words.length > 1) return true;
  const [word] = words;
  if (!word || !/^\p{Lu}/u.test(word.text)) return /^\p{Lu}{2,}$/u.test(tag);
  return !word.isSentenceStart || (next !== undefined && (next.pos === 'NUM' || next.pos === 'PROPN'));
}

/** True when `tag` (CamelCase, no '#') is a hashtag a person would write for the English `source`. */
export function isPublishableEnglishTag(tag: string, source: string): boolean {
  const all = readEnglish(source).words;
  const target = squash(tag);
  return all.some((_, start) => {
    let joined = '';
    for (let end = start; end < Math.min(all.length, start + 5); end += 1) {
      const word = all[end];
      if (!word || (end > start && word.isBreakBefore)) return false;
      joined += squash(word.text);
      if (joined === target) return isFitRun(all.slice(start, end + 1), start, all, source, tag);
      if (!target.startsWith(joined)) return false;
    }
    return false;
  });
}
