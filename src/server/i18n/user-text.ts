/**
 * What the server says to a user, independent of the language it is said in. Most messages are plain
 * strings: the English text itself is the catalogue key (gettext style, namespace `messages`). We chose that
 * over ids because the spec's English texts are verbatim at the place that throws them (readable, greppable,
 * asserted by many tests), a message a translation lacks still reads correctly in English, and adding a
 * message is one catalogue entry per language, with no constant to declare. Texts with values (a size, a
 * count, a field name) are templates: `userText('{{name}} is too large.', { name })`.
 */

/** The catalogue namespaces of the server: short messages, Zod's default messages, e-mails. */
export type ServerNamespace = 'messages' | 'validation' | 'emails';

/**
 * A value put into a template: a string or number as it is; a `TextTemplate` (e.g. `userText('unknown
 * content type')`) translated into the same language first; a list of texts translated and joined by ', '.
 */
export type TextValue = string | number | UserText | readonly UserText[];

/** A catalogue key with the values of its `{{placeholders}}` (`count` also chooses the plural form). */
export interface TextTemplate {
  readonly key: string;
  /** `messages` unless given. */
  readonly namespace?: ServerNamespace;
  readonly values?: Readonly<Record<string, TextValue>>;
  /** The English, word for word, when it comes from elsewhere (Zod's own message): used instead of the catalogue. */
  readonly english?: string;
}

/** A user-visible text in any interface language: a message keyed by its English text, or a template. */
export type UserText = string | TextTemplate;

/** A message keyed by its English template (namespace `messages`), with the values of its placeholders. */
export function userText(template: string, values: Readonly<Record<string, TextValue>> = {}): TextTemplate {
  return { key: template, values };
}
