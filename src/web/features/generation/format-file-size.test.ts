import { beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../../shared/domain/formatting';
import { createLocaleFormat } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { catalogue as french } from '../../i18n/locales/fr';
import { formatLocalFileSize, formatSizeIn } from './format-file-size';
import { startEnglishInterface } from './testing/english-interface';

beforeAll(startEnglishInterface);

describe('formatLocalFileSize', () => {
  it("reads exactly as the spec's sizes in English", () => {
    const english = createLocaleFormat('en');
    for (const bytes of [0, 512, 1536, 1000.5 * 1024, 12.25 * 1024 * 1024, 3 * 1024 ** 3]) {
      expect(formatLocalFileSize(bytes, english)).toBe(formatFileSize(bytes));
    }
    expect(formatSizeIn(12.34, 'MB', english)).toBe('12.3 MB');
  });

  it("uses the language's decimal mark and units", async () => {
    i18n.addResourceBundle('fr', 'generation', french.generation);
    await i18n.changeLanguage('fr');
    try {
      expect(formatLocalFileSize(1536, createLocaleFormat('fr'))).toBe('1,5 Ko');
      expect(formatLocalFileSize(512, createLocaleFormat('fr'))).toBe('512 o');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
