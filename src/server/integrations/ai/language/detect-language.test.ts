import { describe, expect, it } from 'vitest';
import { withoutGeneratedText } from './brief-text';
import { detectLanguage, toLanguageEvidence } from './detect-language';

describe('detectLanguage', () => {
  it('tells long texts with franc', async () => {
    await expect(
      detectLanguage('Unsere Bäckerei in Köln eröffnet am 2. März mit frischem Sauerteigbrot und Kaffee.'),
    ).resolves.toBe('de');
    await expect(
      detectLanguage('Il nostro ristorante a Bologna presenta il nuovo menù autunnale con i tortellini.'),
    ).resolves.toBe('it');
  });

  it('lets clear function words overrule trigrams that mistake English for French', async () => {
    await expect(
      detectLanguage('Quick question for you: Our rooftop garden workshop this Saturday'),
    ).resolves.toBe('en');
  });

  it('judges short texts by their function words, and answers nothing when unsure', async () => {
    await expect(detectLanguage('Sommerfest am 21. Juni im Vereinsheim')).resolves.toBe('de');
    await expect(detectLanguage('Nouvelle boulangerie à Lyon')).resolves.toBe('fr');
    await expect(detectLanguage('Summer sale in our shop')).resolves.toBe('en');
    await expect(detectLanguage('東京の新しいカフェ')).resolves.toBe('ja');
    await expect(detectLanguage('hello')).resolves.toBeUndefined();
    await expect(detectLanguage('🔥 https://example.com #Sale')).resolves.toBeUndefined();
  });

  it('reads no language from links, hashtags, handles, digits or emoji', () => {
    expect(toLanguageEvidence('Hallo @team! 50 % 🎉 https://x.example/a #Angebot')).toBe('Hallo !');
  });
});

describe('withoutGeneratedText', () => {
  it("drops the generator's automatic prompts and the scraper's labelled product lines", () => {
    const prompt =
      'Create engaging social media content about "Sac" (atelier.example).\n\nProduct: Sac cabas\nPrice: 149,00 €\nNotre sac est cousu main.';
    expect(withoutGeneratedText(prompt)).toBe('Notre sac est cousu main.');
    expect(withoutGeneratedText('Create engaging social media content for this video')).toBe('');
  });
});
