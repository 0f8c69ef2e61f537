import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';

const harbourRun =
  'Sign up for the Harbour Run today. The Harbour Run raises money for the Solent Lifeboat Crew. Entry costs ' +
  '£25 and every runner gets a medal. The 10 km race starts on 5 October at Southsea Common in Portsmouth.';

function storytelling(prompt: string, language: 'en' | 'fr' = 'en'): string {
  const request = buildWriteRequest({
    prompt,
    language,
    platforms: ['facebook'],
    variations: ['storytelling'],
  });
  return writeOfflinePosts(request)[0]?.content ?? '';
}

describe('the storytelling post: situation, turn, outcome', () => {
  it('tells who or what, then what happens when and where, then the offer, then the ask (English, read by the model)', () => {
    const post = storytelling(harbourRun);
    const at = (text: string) => post.indexOf(text);
    for (const text of ['raises money', '£25', '5 October', 'Sign up']) expect(at(text)).toBeGreaterThan(-1);
    expect(at('raises money')).toBeLessThan(at('5 October'));
    expect(at('5 October')).toBeLessThan(at('£25'));
    expect(at('£25')).toBeLessThan(at('Sign up'));
    // The offer is told as the user wrote it: no 'The turning point:' label makes a price into drama.
    expect(post).toContain('Entry costs £25');
    expect(post).not.toMatch(/turning point/iu);
  });

  it('ends on what the reader gets, led as such when it is an offer, in every catalogue language', () => {
    const cafe = storytelling(
      'Our café Bean There opens on Saturday 14 June at 8 am on Rue Verte in Lyon. The first 50 guests get a free croissant.',
    );
    expect(cafe.split('\n\n').slice(0, 2)).toEqual([
      'Our café Bean There opens on Saturday 14 June at 8 am on Rue Verte in Lyon.',
      'What it means for you: the first 50 guests get a free croissant.',
    ]);
    const french = storytelling(
      'Notre boulangerie ouvre le 2 mars à Nantes. Le café est gratuit pour les 50 premiers clients.',
      'fr',
    );
    expect(french).toMatch(
      /^Notre boulangerie ouvre le 2 mars à Nantes\.\n\nCe que ça change pour vous\u00a0: le café est gratuit/u,
    );
  });

  it('closes on the user’s ask in a language without a model too (read by its imperative openings)', () => {
    const post = storytelling(
      'Inscrivez-vous à la Course du Port. La course soutient les sauveteurs. L’inscription coûte 25 €. ' +
        'Départ le 5 octobre à Marseille.',
      'fr',
    );
    expect(post.indexOf('soutient')).toBeLessThan(post.indexOf('25 €'));
    expect(post.indexOf('25 €')).toBeLessThan(post.indexOf('Inscrivez-vous'));
    // The ask is the story's call to action: no invitation to comment is added after it.
    expect(post).not.toMatch(/commentaire/iu);
  });
});
