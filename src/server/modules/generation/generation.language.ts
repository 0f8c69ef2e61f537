/**
 * A run's language: the one chosen (in the run, else the workspace default), or for Auto the brief's own,
 * detected from the user's words, then the transcript, then the page (its text, then its declared `lang`);
 * English when nothing tells. Also the check of written posts against it.
 */
import type { RunLanguage } from '../../../shared/contracts/generation';
import {
  defaultContentLanguage,
  fromLanguageTag,
  type ContentLanguage,
  type LanguageSetting,
} from '../../../shared/domain/content-languages';
import { withoutGeneratedText } from '../../integrations/ai/language/brief-text';
import {
  loadLanguageDetector,
  reliableTextLength,
  toLanguageEvidence,
} from '../../integrations/ai/language/detect-language';
import type { WrittenPost } from '../../integrations/ai/types';
import type { RunInput } from './generation.media';

/** What the language of a new run is resolved from. */
export type LanguageEvidence = Pick<RunInput, 'prompt' | 'language' | 'scrapedPage' | 'transcript'>;

/** The user's own text in a run's prompt: no automatic prompt lines, no copy of the page or transcript. */
function ownText(input: LanguageEvidence): string {
  let text = withoutGeneratedText(input.prompt);
  const copies = [input.scrapedPage?.text, input.transcript].map((copy) => copy?.trim() ?? '');
  for (const copy of copies) if (copy !== '') text = text.replace(copy, ' ');
  return text.trim();
}

/** The language of a new run (see the module comment). */
export async function resolveRunLanguage(
  input: LanguageEvidence,
  workspaceDefault: LanguageSetting,
): Promise<RunLanguage> {
  const setting = input.language ?? workspaceDefault;
  if (setting !== 'auto') return { code: setting, source: 'chosen' };
  const detector = await loadLanguageDetector();
  const page = input.scrapedPage;
  const evidence = [
    ownText(input),
    input.transcript ?? '',
    page ? withoutGeneratedText(`${page.title}\n${page.text}`) : '',
  ];
  for (const text of evidence) {
    const detected = text === '' ? undefined : detector.detect(text);
    if (detected) return { code: detected, source: 'detected' };
  }
  const declared = fromLanguageTag(page?.metadata.language);
  if (declared) return { code: declared, source: 'detected' };
  return { code: defaultContentLanguage, source: 'fallback' };
}

/** The language of a stored run; runs stored before runs had a language were written in English. */
export function languageOfRun(stored: { language: string | null }): ContentLanguage {
  return fromLanguageTag(stored.language ?? undefined) ?? defaultContentLanguage;
}

/**
 * For every post, the language it was written in when that is not `language` (undefined when it is, or when
 * the post is too short to tell reliably). Hashtags, links and handles are not evidence.
 */
export async function findOtherLanguages(
  posts: WrittenPost[],
  language: ContentLanguage,
): Promise<Array<ContentLanguage | undefined>> {
  const detector = await loadLanguageDetector();
  return posts.map((post) => {
    const evidence = toLanguageEvidence(post.content);
    if (evidence.length < reliableTextLength) return undefined;
    const detected = detector.detect(evidence);
    return detected !== undefined && detected !== language ? detected : undefined;
  });
}
