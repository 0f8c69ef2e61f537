/**
 * The thin-brief check of the offline writer's quality test (not used by production code): a brief of one
 * line (a reels transcript of a few words, a one-fact idea) may make a short post, but never one padded with
 * generic lines: no stand-in topic ('Something worth sharing'), no hook that only names the subject ('A
 * practical perspective on …'), no generic question ('Questions? Ask us in the comments.'), and no line of
 * the writer's own said by two variations of one platform.
 */
import type { WrittenPost } from '../types';
import { findCatalogue, type Phrase } from './languages/catalogue';
import type { WriterBrief } from './offline-writer.brief';

const genericQuestions =
  /\b(?:Questions|Fragen|preguntas|questions|domande|dúvidas|Vragen)[\s\u202f\u00a0]?\?/u;

const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The lines of a post's body (hashtag lines left out). */
function bodyLines(content: string): string[] {
  return content
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^#\S/u.test(line));
}

/** Every filler problem of the posts of one thin brief, as 'platform / variation: line'. */
export function thinBriefProblems(
  posts: readonly WrittenPost[],
  writer: WriterBrief,
  source: string,
): string[] {
  const catalogue = findCatalogue(writer.language);
  const run = (pool: readonly Phrase[]) => pool.map((phrase) => phrase(writer));
  const generic = catalogue
    ? [
        catalogue.fallbackTopic,
        ...run(catalogue.viral.hooks),
        ...run(catalogue.professional.hooks),
        ...run(catalogue.engaging.hooks),
        ...run(catalogue.informative.hooks),
      ]
    : [];
  const problems: string[] = [];
  const normalizedSource = normalize(source);
  const addedBy = new Map<string, string>();
  for (const post of posts) {
    const where = `${post.platform} / ${post.variation}`;
    for (const line of bodyLines(post.content)) {
      if (generic.some((text) => line.includes(text)) || genericQuestions.test(line))
        problems.push(`${where}: ${line}`);
      const key = normalize(line);
      if (normalizedSource.includes(key) || key === '') continue;
      // A line of the writer's own, which no other variation of this platform may say too.
      const other = addedBy.get(`${post.platform}\n${key}`);
      if (other) problems.push(`${where}: '${line}' also in ${other}`);
      else addedBy.set(`${post.platform}\n${key}`, post.variation);
    }
  }
  return problems;
}
