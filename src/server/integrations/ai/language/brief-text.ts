/**
 * The user's own words in a brief. A run's prompt can carry text Postforge wrote itself in English: the
 * generator's automatic prompts ('Create engaging social media content for this video', the From URL
 * tab's first line, the fallback page of a failed scrape), the generic description of footage that could not be transcribed, and the labelled
 * product lines the scraper puts before a page's text ('Price: …'), and the Upload Media tab's campaign
 * instruction in any interface language (src/shared/domain/media-instruction.ts). None says anything about the language
 * the user writes in, and none belongs in a post in another language.
 */
import { isMediaInstructionLine } from '../../../../shared/domain/media-instruction';
import { genericFootageDescription } from '../offline/offline-speech.provider';

const generatedPromptLines = [
  /^Create engaging social media content (?:about .*|for this (?:image|video))\.?$/iu,
  /^Create a social media campaign using (?:these \d+ media files|this 1 media file)\.?$/iu,
  // The scraper's fallback page when a page could not be read: its heading, instruction and note.
  /^Create social media content about .+ and what it offers\. Website: \S+$/iu,
  /^Note: .+, so this summary is based on the domain name only\.$/iu,
  /^[^()\n]+ \((?:[a-z0-9-]+\.)+[a-z]{2,}\)$/iu,
];

const scraperLabels = /^(?:Product|Price|Rating|Key features): /u;

/** `text` without the generator's automatic prompt lines and the scraper's labelled product lines. */
export function withoutGeneratedText(text: string): string {
  return text
    .split('\n')
    .filter((line) => {
      const trimmed = line.trim();
      return (
        trimmed !== genericFootageDescription &&
        !scraperLabels.test(trimmed) &&
        !isMediaInstructionLine(trimmed) &&
        !generatedPromptLines.some((pattern) => pattern.test(trimmed))
      );
    })
    .join('\n')
    .trim();
}
