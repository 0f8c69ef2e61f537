import type { catalogue as englishCatalogue } from './locales/en';

/**
 * The shape of a language's catalogue, or of one of its parts: some of English's namespaces. A translation's plural keys may
 * differ (`_few`, `_many` where the language has them), so other catalogues are typed loosely and checked
 * key by key by `catalogues.test.ts`.
 */
export type Catalogue = Partial<Record<keyof typeof englishCatalogue, Record<string, unknown>>>;

/** English's catalogue type: the source of the typed keys of `t()`. */
export type EnglishCatalogue = typeof englishCatalogue;
