import { i18n } from '../../../i18n/i18n';
import { catalogue } from '../../../i18n/locales/en';

/**
 * Starts the shared i18next instance in English with the bundled catalogue, for unit tests of code that reads
 * its messages through `i18n.t` (outside React, without a document). Call it in `beforeAll`.
 */
export async function startEnglishInterface(): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage('en');
    return;
  }
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    resources: { en: catalogue },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
}
