/**
 * Language detection with franc-min (trigram profiles of 82 languages, loaded on first use). franc is
 * reliable from about 60 characters; shorter texts are judged by their function words first ('am', 'der',
 * 'le', 'the'), and by franc only when its best guess clearly beats the next one. Undefined means unsure.
 */
import type { francAll as francAllFunction } from 'franc-min';
import {
  fromIso6393,
  iso6393Codes,
  toIso6393,
  type ContentLanguage,
} from '../../../../shared/domain/content-languages';
import { loadOnce } from '../../../load-once';
import { functionWords } from './function-words';

/** Cleaned text of at least this many characters is left to franc alone. */
export const reliableTextLength = 60;
/** On a short text, franc's best score must beat the second best by this much to count (scores are 0-1). */
const shortTextMargin = 0.15;
/** franc's score (0-1, best = 1) from which function words may pick a language over franc's best. */
const plausibleScore = 0.7;
/** A franc score this close to the best (1) is a tie between similar languages (Spanish, Portuguese). */
const nearTieScore = 0.95;
/** A short text without function words needs this many letters before franc's guess is considered. */
const minShortTextLetters = 8;

/** A loaded detector: synchronous, so callers may check many texts without awaiting each. */
export interface LanguageDetector {
  /** The language of `text`, or undefined when it cannot be told (too short, mixed, or not offered). */
  detect(text: string): ContentLanguage | undefined;
}

type FrancAll = typeof francAllFunction;

/** The text as language evidence: no URLs, handles, hashtags, digits, emoji or symbols; spaces collapsed. */
export function toLanguageEvidence(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gu, ' ')
    .replace(/[#@][\p{L}\p{N}_]+/gu, ' ')
    .replace(/[^\p{L}\p{M}'’\s.,;:!?¿¡-]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** How often each language's function words occur in `text`. */
function countFunctionWords(text: string): Map<ContentLanguage, number> {
  const tokens = text.toLowerCase().match(/\p{L}+['’]?/gu) ?? [];
  const votes = new Map<ContentLanguage, number>();
  for (const token of tokens) {
    const word = token.replace(/’/gu, "'");
    for (const [language, words] of functionWords) {
      if (words.has(word)) votes.set(language, (votes.get(language) ?? 0) + 1);
    }
  }
  return votes;
}

/** The languages with the most function-word votes (several on a tie, none without any). */
function leaders(votes: Map<ContentLanguage, number>): ContentLanguage[] {
  const best = Math.max(0, ...votes.values());
  if (best === 0) return [];
  return [...votes].filter(([, count]) => count === best).map(([language]) => language);
}

/**
 * franc's answer on a text long enough for it, overruled by function words when they clearly name another
 * language franc also found plausible: trigrams alone take 'Quick question for you: Our rooftop garden
 * workshop' for French.
 */
function detectLongText(francAll: FrancAll, text: string): ContentLanguage | undefined {
  const ranked = francAll(text, { only: [...iso6393Codes], minLength: reliableTextLength });
  const [best] = ranked;
  const found = best && best[0] !== 'und' ? fromIso6393(best[0]) : undefined;
  const votes = countFunctionWords(text);
  const [leader, ...tied] = leaders(votes);
  if (!leader || tied.length > 0 || leader === found) return found;
  const leaderVotes = votes.get(leader) ?? 0;
  const foundVotes = found ? (votes.get(found) ?? 0) : 0;
  const leaderScore = ranked.find(([code]) => fromIso6393(code) === leader)?.[1] ?? 0;
  // On a near tie of the trigrams ('por' 1, 'spa' 0.99) more function words are enough; else far more.
  const isNearTie = leaderScore >= nearTieScore && leaderVotes > foundVotes;
  const isClearer = leaderVotes >= 2 && (isNearTie || leaderVotes > 1.5 * foundVotes);
  return isClearer && leaderScore >= plausibleScore ? leader : found;
}

function detectWith(francAll: FrancAll, raw: string): ContentLanguage | undefined {
  const text = toLanguageEvidence(raw);
  if (text === '') return undefined;
  if (text.length >= reliableTextLength) return detectLongText(francAll, text);
  const voted = leaders(countFunctionWords(text));
  if (voted.length === 1) return voted[0];
  if (voted.length === 0 && (text.match(/\p{L}/gu) ?? []).length < minShortTextLetters) return undefined;
  const only = voted.length > 1 ? voted.map(toIso6393) : [...iso6393Codes];
  const [best, second] = francAll(text, { only, minLength: 3 });
  if (!best || best[0] === 'und') return undefined;
  if (voted.length > 1 || !second || best[1] - second[1] >= shortTextMargin) return fromIso6393(best[0]);
  return undefined;
}

/** Loads franc-min on first call; later calls share the loaded detector. */
export const loadLanguageDetector = loadOnce(async (): Promise<LanguageDetector> => {
  const { francAll } = await import('franc-min');
  return { detect: (text) => detectWith(francAll, text) };
});

/** The language of `text`, or undefined when unsure (loads the detector on first use). */
export async function detectLanguage(text: string): Promise<ContentLanguage | undefined> {
  return (await loadLanguageDetector()).detect(text);
}
