import { describe, expect, it } from 'vitest';
import { contentLanguages } from '../../../../../shared/domain/content-languages';
import { buildLanguageOptions } from './language-options';

describe('buildLanguageOptions', () => {
  it('lists the seven offline-writer languages first, then the rest, by name in the interface language', () => {
    const german = buildLanguageOptions('de');
    expect(german.slice(0, 7).map((option) => option.label)).toEqual([
      'Deutsch',
      'Englisch',
      'Französisch',
      'Italienisch',
      'Niederländisch',
      'Portugiesisch',
      'Spanisch',
    ]);
    expect(german).toHaveLength(contentLanguages.length);
    const rest = german.slice(7).map((option) => option.label);
    expect(rest).toEqual([...rest].sort((left, right) => left.localeCompare(right, 'de')));
    expect(buildLanguageOptions('en').find((option) => option.value === 'nl')?.label).toBe('Dutch');
  });
});
