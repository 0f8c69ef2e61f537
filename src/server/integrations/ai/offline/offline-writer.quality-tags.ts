/**
 * The hashtag check of the offline writer's quality test (not used by production code): at most the
 * platform's number, each a word or a run of words of the brief (no fragment such as '#Co' of a domain, no
 * stop word), capitalised, and in English a noun phrase of the brief as the model reads it; in German,
 * Spanish and French no verb ('#Buscas' of '¿Buscas un regalo?') and no abbreviation ('#Bzw', '#Ej').
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WrittenPost } from '../types';
import { findReading, type LanguageReading } from './languages/reading-rules';
import { hashtagCounts } from './offline-writer.platforms';
import { englishTagProblem, normalizeText } from './offline-writer.quality-rules';
import { tokenizeText } from './offline-writer.tokens';
import { hasVerbRules, isVerbAt } from './offline-writer.verbs';

/** True when `tag` spells one word of `words` or a run of consecutive ones ('FreeToteBag', 'PayPal'). */
function isWordRun(tag: string, words: readonly string[]): boolean {
  const target = tag.toLowerCase();
  return words.some((_, start) => {
    let joined = '';
    for (const word of words.slice(start, start + 4)) {
      joined += word;
      if (joined === target) return true;
      if (!target.startsWith(joined)) return false;
    }
    return false;
  });
}

const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Why `tag` is no noun phrase of the German, Spanish or French `source`: a verb by the language's rules
 * (`offline-writer.verbs.ts`) in every place the brief spells the tag, or an abbreviation; undefined when
 * it is fine or the language has no verb rules.
 */
function verbTagProblem(tag: string, source: string, reading: LanguageReading): string | undefined {
  if (!hasVerbRules(reading)) return undefined;
  const lower = tag.toLocaleLowerCase(reading.locale);
  if ([...reading.abbreviations].some((abbreviation) => squash(abbreviation) === lower))
    return 'an abbreviation';
  const words = tokenizeText(source, reading);
  const target = squash(tag);
  const places: boolean[] = [];
  words.forEach((_, start) => {
    let joined = '';
    for (let end = start; end < Math.min(words.length, start + 5); end += 1) {
      joined += squash(words[end]?.word ?? '');
      if (joined === target) {
        places.push(
          words.slice(start, end + 1).some((_, offset) => isVerbAt(words, start + offset, reading)),
        );
        return;
      }
      if (!target.startsWith(joined)) return;
    }
  });
  return places.length > 0 && places.every(Boolean) ? 'a verb' : undefined;
}

/** The hashtags of `post` that are no real tag of the brief whose text is `source`, as short descriptions. */
export function hashtagProblems(
  post: WrittenPost,
  brief: { language: ContentLanguage; facts: string[] },
  source: string,
): string[] {
  const reading = findReading(brief.language);
  // Words of the brief, its addresses left out: '#Co' or '#Uk' from a domain is no word of the topic.
  const text = source.replace(/\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\b/gu, ' ');
  const words = normalizeText(text).split(' ');
  const problems: string[] = [];
  if (post.hashtags.length > hashtagCounts[post.platform]) problems.push(`${post.hashtags.length} tags`);
  for (const tag of post.hashtags) {
    const isStop = reading.stopWords.has(tag.toLowerCase());
    const isAcronym = /^\p{Lu}{2,}$/u.test(tag) && new RegExp(`\\b${tag}\\b`, 'u').test(text);
    const isFragment = ([...tag].length < 3 && !isAcronym) || !isWordRun(tag, words);
    if (isStop || isFragment || !/^\p{Lu}/u.test(tag)) problems.push(`#${tag}`);
    else if (brief.language === 'en') {
      // English: a noun phrase of the brief as the model reads it (see `englishTagProblem`).
      const problem = englishTagProblem(tag, text, brief.facts);
      if (problem) problems.push(`#${tag}: ${problem}`);
    } else {
      const problem = verbTagProblem(tag, text, reading);
      if (problem) problems.push(`#${tag}: ${problem}`);
    }
  }
  return problems;
}
