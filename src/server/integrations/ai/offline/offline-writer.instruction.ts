/**
 * The offline writer's reading of a regeneration instruction (review screen: 'shorter', 'longer', 'mention
 * the discount'), applied to the post it wrote: shorter cuts whole sentences until the text is clearly shorter
 * than the version it replaces; longer grows the replaced version with the new wording's sentences and the
 * brief's supporting ones (as many as fit, up to three); 'mention X' puts in the brief's sentence about X,
 * or a line naming X, and keeps the platform's limit by dropping other sentences. Other instructions leave
 * the post as written.
 */
import { countCharacters, fitsPlatform } from '../../../../shared/domain/counting';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { PlatformId } from '../../../../shared/domain/platforms';
import type { WrittenPost } from '../types';
import type { WriterBrief } from './offline-writer.brief';

/** What an instruction asks for. */
export type OfflineInstruction =
  | { kind: 'shorter' }
  | { kind: 'longer' }
  | { kind: 'mention'; subject: string }
  | { kind: 'other' };

const shorterWords =
  /^(?:make it |please )?(?:shorter|short|briefer|more concise|concise|kürzer|kurz|más corto|más breve|plus court|plus courte|plus bref|più breve|mais curto)\b/iu;
const longerWords =
  /^(?:make it |please )?(?:longer|more detail(?:ed)?|länger|ausführlicher|más largo|más largo|plus long|plus longue|più lungo|mais longo)\b/iu;
const mentionWords =
  /^(?:please )?(?:mention|include|add|talk about|erwähne|erwähnen|nenne|menciona|mencionar|incluye|mentionne|mentionnez|mentionner|inclure|menziona|mencione)\s+(.+)$/iu;

/** Reads a one-line instruction (English, German, Spanish, French, Italian, Portuguese wording). */
export function readInstruction(instruction: string | undefined): OfflineInstruction {
  const text = (instruction ?? '').trim().replace(/[.!]+$/u, '');
  if (text === '') return { kind: 'other' };
  if (shorterWords.test(text)) return { kind: 'shorter' };
  if (longerWords.test(text)) return { kind: 'longer' };
  const mention = mentionWords.exec(text)?.[1]?.trim();
  if (mention) return { kind: 'mention', subject: mention };
  return { kind: 'other' };
}

/** A line naming what the user asked to mention, per writer language (English for others). */
const mentionLines: Partial<Record<ContentLanguage, (subject: string) => string>> = {
  en: (subject) => `Don't miss ${subject}.`,
  de: (subject) => `Nicht verpassen: ${subject}.`,
  es: (subject) => `No te pierdas ${subject}.`,
  fr: (subject) => `À ne pas manquer\u00a0: ${subject}.`,
  it: (subject) => `Da non perdere: ${subject}.`,
  pt: (subject) => `Não perca ${subject}.`,
};

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A post's text split into its body paragraphs' sentences and its closing hashtag line. */
function splitPost(content: string): { sentences: string[]; tags: string } {
  const tagMatch = /\n\s*\n([ \t]*#[^\n]*)\s*$/u.exec(content);
  const body = tagMatch ? content.slice(0, tagMatch.index) : content;
  const sentences = [...sentenceSegmenter.segment(body)]
    .map(({ segment }) => segment.trim())
    .filter((segment) => segment !== '');
  return { sentences, tags: tagMatch?.[1]?.trim() ?? '' };
}

function joinPost(sentences: string[], tags: string): string {
  const body = sentences.join(' ');
  return tags ? `${body}\n\n${tags}` : body;
}

const significantWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 3);

/** Drops sentences from the end (never `keep`) until the text fits the platform. */
function fitByDropping(sentences: string[], tags: string, platform: PlatformId, keep?: string): string {
  const kept = [...sentences];
  while (!fitsPlatform(joinPost(kept, tags), platform) && kept.length > 1) {
    const index = kept.findLastIndex((sentence) => sentence !== keep);
    if (index < 0) break;
    kept.splice(index, 1);
  }
  return joinPost(kept, tags);
}

/**
 * Applies `instruction` to the post the writer wrote for a regeneration; `previous` is the version it
 * replaces. The result stays within the platform's limit.
 */
export function applyInstruction(
  post: WrittenPost,
  instruction: string | undefined,
  previous: { content: string },
  brief: WriterBrief,
): WrittenPost {
  const reading = readInstruction(instruction);
  const { platform } = post;
  const { sentences, tags } = splitPost(post.content);
  const length = (text: string) => countCharacters(text, platform);
  switch (reading.kind) {
    case 'shorter': {
      // Clearly shorter than what it replaces: at most 70 % of its length, whole sentences first.
      const target = Math.floor(Math.min(length(previous.content), length(post.content)) * 0.7);
      const kept = [...sentences];
      while (kept.length > 1 && length(joinPost(kept, tags)) > target) kept.pop();
      let content = joinPost(kept, tags);
      if (length(content) > target && tags) content = joinPost(kept, '');
      if (length(content) > target) {
        const words = (kept[0] ?? '').split(/\s+/u);
        while (words.length > 3 && length(words.join(' ')) > target) words.pop();
        content = `${words.join(' ').replace(/[,;:]$/u, '')}…`;
      }
      return { ...post, content, hashtags: post.hashtags.filter((tag) => content.includes(`#${tag}`)) };
    }
    case 'longer': {
      // The replaced version, grown with the new wording's sentences and the brief's supporting ones.
      const previousSentences = splitPost(previous.content).sentences;
      const known = new Set(previousSentences.map((sentence) => sentence.toLowerCase()));
      const grown = [...previousSentences];
      const extra = [...sentences, ...brief.facts, ...brief.features];
      for (const sentence of extra) {
        const line = /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`;
        if (known.has(line.toLowerCase()) || previous.content.toLowerCase().includes(sentence.toLowerCase()))
          continue;
        const candidate = [...grown, line];
        if (!fitsPlatform(joinPost(candidate, tags), platform)) continue;
        grown.push(line);
        known.add(line.toLowerCase());
        if (grown.length >= previousSentences.length + 3) break;
      }
      return { ...post, content: joinPost(grown, tags) };
    }
    case 'mention': {
      const wanted = significantWords(reading.subject);
      const alreadyThere =
        wanted.length > 0 && wanted.every((word) => post.content.toLowerCase().includes(word));
      if (alreadyThere) return post;
      const sources = [...brief.facts, ...brief.features];
      const fromBrief = sources.find((sentence) =>
        wanted.some((word) => sentence.toLowerCase().includes(word)),
      );
      const line =
        fromBrief !== undefined
          ? /[.!?…]$/u.test(fromBrief)
            ? fromBrief
            : `${fromBrief}.`
          : (mentionLines[brief.language] ?? mentionLines.en!)(reading.subject);
      // Right after the opening sentence, so a platform's 'see more' cut does not hide it.
      const withMention = [...sentences.slice(0, 1), line, ...sentences.slice(1)];
      return { ...post, content: fitByDropping(withMention, tags, platform, line) };
    }
    case 'other':
      return post;
  }
}
