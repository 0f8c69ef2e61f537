import type { EnglishCatalogue } from './catalogue';

// Typed keys: `t('generation:tabs.quickStart')` must name a key of the English catalogue, or tsc fails.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishCatalogue;
  }
}
