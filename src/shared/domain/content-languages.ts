/**
 * Content languages: the languages a run's posts, transcript and narration can be written in. Codes are
 * ISO 639-1 (what transcription models and espeak-ng take); each also has its ISO 639-3 code, which the
 * language detector (franc) answers with. Names are not stored: the interface shows them with
 * `Intl.DisplayNames` in its own language.
 */

/** Every content language: ISO 639-1 code → ISO 639-3 code. */
const iso6393ByCode = {
  en: 'eng',
  de: 'deu',
  es: 'spa',
  fr: 'fra',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  pl: 'pol',
  sv: 'swe',
  da: 'dan',
  nb: 'nob',
  fi: 'fin',
  cs: 'ces',
  sk: 'slk',
  sl: 'slv',
  hr: 'hrv',
  bs: 'bos',
  sr: 'srp',
  hu: 'hun',
  ro: 'ron',
  bg: 'bul',
  el: 'ell',
  ru: 'rus',
  uk: 'ukr',
  be: 'bel',
  kk: 'kaz',
  uz: 'uzb',
  az: 'aze',
  tr: 'tur',
  ar: 'ara',
  he: 'heb',
  fa: 'fas',
  ur: 'urd',
  hi: 'hin',
  mr: 'mar',
  ne: 'nep',
  bn: 'ben',
  pa: 'pan',
  gu: 'guj',
  ta: 'tam',
  te: 'tel',
  kn: 'kan',
  ml: 'mal',
  si: 'sin',
  th: 'tha',
  my: 'mya',
  vi: 'vie',
  id: 'ind',
  ms: 'msa',
  tl: 'tgl',
  jv: 'jav',
  zh: 'zho',
  ja: 'jpn',
  ko: 'kor',
  sw: 'swa',
  am: 'amh',
  ha: 'hau',
  yo: 'yor',
  ig: 'ibo',
  zu: 'zul',
  so: 'som',
  ca: 'cat',
  et: 'est',
  lv: 'lav',
  lt: 'lit',
} as const;

/** A content language (ISO 639-1). */
export type ContentLanguage = keyof typeof iso6393ByCode;

/** Every content language, English first (the list a language control offers, sorted by name there). */
export const contentLanguages = Object.keys(iso6393ByCode) as [ContentLanguage, ...ContentLanguage[]];

/** A run's language setting: a content language, or 'auto' (the brief's own language, detected). */
export type LanguageSetting = ContentLanguage | 'auto';

/** Every value of a language setting, 'auto' first. */
export const languageSettings = ['auto', ...contentLanguages] as [LanguageSetting, ...LanguageSetting[]];

/** The language used when nothing else is known (an Auto run whose brief is too short to tell). */
export const defaultContentLanguage: ContentLanguage = 'en';

/**
 * The languages the offline writer has a phrase catalogue for (hooks, calls to action, notes). In any other
 * language it writes only the user's own sentences.
 */
export const catalogueLanguages = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
] as const satisfies ContentLanguage[];

/** A language with an offline phrase catalogue. */
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/** How a run's language was chosen: by the user (or the workspace default), or detected from the brief. */
export const languageSources = ['chosen', 'detected', 'fallback'] as const;

/** How a run's language was chosen. */
export type LanguageSource = (typeof languageSources)[number];

/** True for a content language code; used to validate stored or untrusted values. */
export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && Object.hasOwn(iso6393ByCode, value);
}

/** True for a language with an offline phrase catalogue. */
export function isCatalogueLanguage(value: string): value is CatalogueLanguage {
  return (catalogueLanguages as readonly string[]).includes(value);
}

/** The ISO 639-3 code of a content language ('de' → 'deu'). */
export function toIso6393(language: ContentLanguage): string {
  return iso6393ByCode[language];
}

/**
 * Macrolanguage members and variants the detector may answer with, mapped to their macrolanguage's code
 * (franc answers 'cmn' for Chinese, 'arb' for Arabic, 'pes' for Persian, 'zlm' for Malay, …).
 */
const detectorAliases: Readonly<Record<string, ContentLanguage>> = {
  cmn: 'zh',
  arb: 'ar',
  pes: 'fa',
  zlm: 'ms',
  swh: 'sw',
  uzn: 'uz',
  azj: 'az',
  npi: 'ne',
  nno: 'nb',
  nor: 'nb',
  ekk: 'et',
  lvs: 'lv',
};

/** Every ISO 639-3 code that names a content language, macrolanguage members included (a detector's `only`). */
export const iso6393Codes: readonly string[] = [
  ...Object.values(iso6393ByCode),
  ...Object.keys(detectorAliases),
];

/** The content language of an ISO 639-3 code ('deu' → 'de'); undefined for 'und' or a language not offered. */
export function fromIso6393(code: string): ContentLanguage | undefined {
  const alias = detectorAliases[code];
  if (alias) return alias;
  return contentLanguages.find((language) => iso6393ByCode[language] === code);
}

/**
 * The content language of a BCP 47 tag such as an HTML `lang` attribute ('de-AT' → 'de', 'pt_BR' → 'pt',
 * 'no' → 'nb'); undefined when the tag names no content language.
 */
export function fromLanguageTag(tag: string | undefined): ContentLanguage | undefined {
  const primary = tag?.trim().split(/[-_]/u)[0]?.toLowerCase();
  if (!primary) return undefined;
  if (primary === 'no' || primary === 'nn') return 'nb';
  return isContentLanguage(primary) ? primary : undefined;
}
