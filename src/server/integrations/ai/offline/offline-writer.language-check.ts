/**
 * The language checks of the offline writer's quality test (not used by production code): is a post in
 * its run's language, does it carry lines the writer added in English, are its hashtags function words,
 * and did it keep the brief's dates, times and prices as written.
 */
import * as stopword from 'stopword';
import { toIso6393, type ContentLanguage } from '../../../../shared/domain/content-languages';
import type { LanguageDetector } from '../language/detect-language';
import { reliableTextLength, toLanguageEvidence } from '../language/detect-language';
import type { WrittenPost } from '../types';
import type { LanguageBrief } from './offline-writer.language-fixtures';

/** What the checks found in one post. */
export interface PostLanguageReport {
  label: string;
  /** The detected language of the whole post when it is long enough to tell, else undefined. */
  detected: ContentLanguage | undefined;
  isWrongLanguage: boolean;
  /** Lines not taken from the brief that read as English. */
  englishLines: string[];
  /** Hashtags that are function words of the run's language or of English ('Le', 'Vous', 'Sie'). */
  functionWordTags: string[];
}

const englishMarkers = new Set(
  'the and of to is are for with our your this that you we it be from what how about more here will who why just not'.split(
    ' ',
  ),
);

function stopWordsOf(language: ContentLanguage): ReadonlySet<string> {
  const lists: Record<string, unknown> = stopword;
  const list = lists[toIso6393(language)];
  return new Set(Array.isArray(list) ? (list as string[]) : []);
}

/** The post's text without its hashtag line and link-only lines, line by line. */
function bodyLines(post: WrittenPost): string[] {
  return post.content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(?:#\S+\s*)+$/u.test(line) && toLanguageEvidence(line) !== '');
}

function isEnglishLine(line: string, detector: LanguageDetector, own: ReadonlySet<string>): boolean {
  const words = (line.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => !own.has(word));
  const markers = words.filter((word) => englishMarkers.has(word)).length;
  return markers >= 2 || (line.length >= 30 && detector.detect(line) === 'en');
}

/** Checks one post of a run written for `brief` in `language`. */
export function inspectPost(
  post: WrittenPost,
  brief: LanguageBrief,
  language: ContentLanguage,
  detector: LanguageDetector,
): PostLanguageReport {
  const lines = bodyLines(post);
  const evidence = toLanguageEvidence(lines.join('\n'));
  const detected = evidence.length >= reliableTextLength ? detector.detect(evidence) : undefined;
  const source = [brief.prompt, brief.transcript ?? '', JSON.stringify(brief.page ?? {})].join('\n');
  const own = stopWordsOf(language);
  const english = stopWordsOf('en');
  return {
    label: `${brief.name} · ${post.platform}/${post.variation}`,
    detected,
    isWrongLanguage: detected !== undefined && detected !== language,
    englishLines:
      language === 'en'
        ? []
        : lines.filter(
            (line) => !source.includes(line.replace(/…$/u, '')) && isEnglishLine(line, detector, own),
          ),
    functionWordTags: post.hashtags.filter((tag) => {
      const lower = tag.toLocaleLowerCase(language);
      return own.has(lower) || english.has(lower);
    }),
  };
}

/** The brief's kept facts that no post of the run contains verbatim. */
export function findLostFacts(posts: WrittenPost[], brief: LanguageBrief): string[] {
  return brief.keptFacts.filter((fact) => !posts.some((post) => post.content.includes(fact)));
}
