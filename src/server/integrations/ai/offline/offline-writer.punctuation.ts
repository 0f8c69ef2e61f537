/**
 * The last pass over a written post: punctuation and sentence case as a careful copywriter leaves them after
 * the writer's joins. No space before ',' or '.', no doubled punctuation ('..', '!.', '?.', ',.'), a line
 * that starts with a lowercase letter capitalised (hashtag lines and addresses left alone), and in French a
 * no-break space before ':', ';', '?' and '!' (never a plain space the line could break at). Never makes a
 * post longer (a space becomes a no-break space, doubled marks lose one). Pure.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';

function tidyLine(line: string, language: ContentLanguage): string {
  if (/^#\S/u.test(line.trim()) || /^(?:https?:\/\/|www\.)/u.test(line.trim())) return line;
  let text = line
    .replace(/(?<=[\p{L}\p{N})])[ \t]+(?=[,.](?:\s|$))/gu, '')
    .replace(/(?<!\.)\.\.(?!\.)/gu, '.')
    .replace(/([!?])\./gu, '$1')
    .replace(/[,;:]\s*\./gu, '.')
    .replace(/\.,/gu, '.');
  text =
    language === 'fr' ? text.replace(/[ \t]+(?=[:;?!])/gu, '\u00a0') : text.replace(/[ \t]+(?=[;?!])/gu, '');
  return text.replace(
    /^((?:[•-] |\d+\. )?)(\p{Ll})/u,
    (_, marker: string, letter: string) => `${marker}${letter.toLocaleUpperCase(language)}`,
  );
}

/** `content` with its punctuation and sentence case tidied, line by line. */
export function tidyPunctuation(content: string, language: ContentLanguage): string {
  return content
    .split('\n')
    .map((line) => tidyLine(line, language))
    .join('\n');
}
