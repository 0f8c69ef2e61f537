/**
 * The hashtag check of the offline writer's quality test (not used by production code): at most the
 * platform's number, each a word or a run of words of the brief (no fragment such as '#Co' of a domain, no
 * stop word), capitalised, and in English a noun phrase of the brief as the model reads it.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WrittenPost } from '../types';
import { findReading } from './languages/reading-rules';
import { hashtagCounts } from './offline-writer.platforms';
import { englishTagProblem, normalizeText } from './offline-writer.quality-rules';

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
    }
  }
  return problems;
}
