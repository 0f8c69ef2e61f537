/**
 * Narration of offline videos: espeak-ng (Debian's `espeak-ng`, on PATH) speaks the caption in the run's
 * language with a voice of that language, into a WAV the renderer mixes under the clip. A language espeak-ng
 * has no voice for, or a machine without it, gives a silent clip rather than speech in another language.
 */
import path from 'node:path';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { VoiceType } from '../../../../shared/domain/video';
import { runMediaTool } from '../../media-tools/media-process';
import { shortenWords } from './offline-writer.text';

/** The notice of a clip whose narration could not be spoken; stored (translated) as the post's video message. */
export const offlineNoNarrationMessage =
  'This clip has no narration: espeak-ng is not installed on the server or has no voice for this language.';

/** What an offline video says, and in which language and voice. */
export interface Narration {
  text: string;
  language: ContentLanguage;
  voice: VoiceType;
}

/** espeak-ng's voice for a language when it is not the language code itself (Chinese is Mandarin). */
const voiceAliases: Partial<Record<ContentLanguage, readonly string[]>> = {
  en: ['en-us', 'en-gb'],
  fr: ['fr-fr', 'fr'],
  zh: ['cmn'],
  pt: ['pt', 'pt-br'],
  es: ['es', 'es-419'],
  nb: ['nb', 'no'],
};

/** espeak-ng's variants for the spec's voice types (a neutral voice uses the language's default). */
const variants: Record<VoiceType, string> = { male: '+m3', female: '+f3', neutral: '' };

/** Speaking rate, words per minute: a little slower than espeak-ng's 175, for a 5-second caption. */
const wordsPerMinute = 160;
/** Longest narration text, characters (about what fits 5 seconds at that rate). */
const maxNarrationLength = 90;

/** The languages in `espeak-ng --voices` output (its second column), lower case. */
export function parseEspeakVoices(listing: string): string[] {
  return listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/u)[1]?.toLowerCase() ?? '')
    .filter((language) => language !== '');
}

/**
 * The espeak-ng voice (`-v`) that speaks `language` in `voice`, e.g. 'de+f3', chosen among `available`
 * languages; undefined when espeak-ng has none for it.
 */
export function pickEspeakVoice(
  language: ContentLanguage,
  voice: VoiceType,
  available: readonly string[],
): string | undefined {
  const candidates = voiceAliases[language] ?? [language];
  const found = candidates.find((candidate) => available.includes(candidate));
  return found === undefined ? undefined : `${found}${variants[voice]}`;
}

const toolLimits = { timeoutMs: 20_000, maxMemoryBytes: 256 * 1024 * 1024 };
const voiceListings = new Map<string, Promise<string[]>>();

/** The languages espeak-ng at `espeakPath` can speak (asked once per path; none when it is missing). */
function listVoices(espeakPath: string): Promise<string[]> {
  let listing = voiceListings.get(espeakPath);
  if (!listing) {
    listing = runMediaTool(espeakPath, ['--voices'], { ...toolLimits, maxOutputBytes: 256 * 1024 })
      .then((output) => parseEspeakVoices(output.toString('utf8')))
      .catch(() => []);
    voiceListings.set(espeakPath, listing);
  }
  return listing;
}

/**
 * Speaks `narration` into `<jobDir>/narration.wav`; answers the file, or undefined when espeak-ng is missing,
 * has no voice for the language, or fails (the clip is then silent).
 */
export async function synthesizeNarration(
  narration: Narration,
  jobDir: string,
  espeakPath = 'espeak-ng',
): Promise<string | undefined> {
  const voice = pickEspeakVoice(narration.language, narration.voice, await listVoices(espeakPath));
  const text = shortenWords(narration.text.replace(/\s+/gu, ' ').trim(), maxNarrationLength);
  if (!voice || text === '') return undefined;
  const output = path.join(jobDir, 'narration.wav');
  try {
    // `--` ends the options: a caption starting with '-' is read as text.
    const args = ['-v', voice, '-s', String(wordsPerMinute), '-w', output, '--', text];
    await runMediaTool(espeakPath, args, { ...toolLimits, maxOutputBytes: 64 * 1024 });
    return output;
  } catch {
    return undefined;
  }
}
