import {
  catalogueLanguages,
  contentLanguages,
  type ContentLanguage,
} from '../../../../../shared/domain/content-languages';

/** A content language with its name in the interface's language. */
export interface LanguageOption {
  value: ContentLanguage;
  label: string;
}

/**
 * The content languages as the Language control lists them: the seven the offline writer has phrases for
 * first, then the rest, each group sorted by name in the interface's `locale` (names from `Intl.DisplayNames`).
 */
export function buildLanguageOptions(locale: string): LanguageOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const collator = new Intl.Collator(locale);
  const withNames = contentLanguages.map((value) => ({ value, label: names.of(value) ?? value }));
  const isFull = (option: LanguageOption) => (catalogueLanguages as readonly string[]).includes(option.value);
  const byName = (left: LanguageOption, right: LanguageOption) => collator.compare(left.label, right.label);
  return [
    ...withNames.filter(isFull).sort(byName),
    ...withNames.filter((option) => !isFull(option)).sort(byName),
  ];
}
