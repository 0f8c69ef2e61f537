/**
 * Checks a translated catalogue against its English source, for the catalogue tests of the web app and of
 * the server: the same keys (plural forms aside), each plural form the language needs (`Intl.PluralRules`
 * categories: French and Spanish also need `_many`), English's `{{placeholders}}` kept, nothing empty.
 */

/** The suffix of a plural form's key (i18next JSON v4). */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as 'a.b.c' → text (a flat catalogue keeps its keys as they are). */
export function flattenCatalogue(tree: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return leaves;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flattenCatalogue(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

/** The names of a text's `{{placeholders}}`, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The keys without their plural suffixes. */
export function baseKeysOf(leaves: ReadonlyMap<string, string>): Set<string> {
  return new Set([...leaves.keys()].map((key) => key.replace(pluralSuffix, '')));
}

/** Keys of a translation that differ from the source's (plural forms aside): `missing` and `extra`, sorted. */
export function compareKeys(
  source: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): { missing: string[]; extra: string[] } {
  const sourceKeys = baseKeysOf(source);
  const translatedKeys = baseKeysOf(translated);
  return {
    missing: [...sourceKeys].filter((key) => !translatedKeys.has(key)).sort(),
    extra: [...translatedKeys].filter((key) => !sourceKeys.has(key)).sort(),
  };
}

/** The plural forms a translation lacks: for every plural key of the source, each category of `locale`. */
export function findMissingPluralForms(
  source: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  locale: string,
): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const pluralKeys = new Set(
    [...source.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
  );
  return [...pluralKeys].flatMap((key) =>
    categories
      .filter((category) => !translated.has(`${key}_${category}`))
      .map((category) => `${key}_${category}`),
  );
}

/**
 * Texts of a translation that are empty or whose placeholders differ from the English text of the same key
 * (for a plural form, English's `_other`). A plural form may spell its count out ('Ein Beitrag'), so only
 * its other placeholders must match.
 */
export function findTextProblems(
  source: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [key, text] of translated) {
    if (text.trim() === '') problems.push(`${key} is empty`);
    const isPlural = pluralSuffix.test(key);
    const english = source.get(key) ?? source.get(key.replace(pluralSuffix, '_other'));
    const compared = (value: string) =>
      placeholdersOf(value)
        .filter((name) => !isPlural || name !== 'count')
        .join();
    if (english !== undefined && compared(english) !== compared(text))
      problems.push(`${key}: {{${compared(text)}}} ≠ {{${compared(english)}}}`);
  }
  return problems;
}

/**
 * French texts with a plain space before `: ; ? ! »` or after `«`: French typography wants a no-break space
 * there, or the mark can wrap onto a line of its own. Answers the offending keys.
 */
export function findWrappableFrenchPunctuation(leaves: ReadonlyMap<string, string>): string[] {
  return [...leaves].filter(([, text]) => /\S [:;?!»]|« /.test(text)).map(([key]) => key);
}

/** The formal pronouns that are formal wherever they stand: 'Ihnen' and every form of the capitalised 'Ihr'. */
const formalPronoun = /(?<!\p{L})(?:Ihnen|Ihr(?:e|en|em|er|es)?)(?!\p{L})/u;

/**
 * 'Sie' where it is not a sentence's first word (after the text's start, `. ! ? :` or '…', and an opening
 * quote or bracket): only the formal 'you' is capitalised there. A sentence-initial 'Sie' may be 'she',
 * 'it' or 'they' and is left alone; the lower-case 'sie' always is.
 */
const formalSie = /(?<!(?:^|[.!?:…]\s+)[„“"'‚(«]?)(?<!\p{L})Sie(?!\p{L})/u;

/**
 * German texts that address the user formally ('Sie', 'Ihr', 'Ihnen'): German speaks to the user with the
 * informal 'du' everywhere (web and server catalogues, e-mails). Answers `key: text` for each offender.
 */
export function findFormalGermanAddress(leaves: ReadonlyMap<string, string>): string[] {
  return [...leaves]
    .filter(([, text]) => formalPronoun.test(text) || formalSie.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}
