import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { isBriefAsk } from './offline-writer.asks';
import { buildWriteRequest } from './offline-writer.fixtures';
import { findCatalogue } from './languages/catalogue';
import { buildWriterBrief } from './offline-writer.brief';

function posts(prompt: string, language: 'en' | 'de' | 'es' | 'fr' = 'en') {
  return writeOfflinePosts(buildWriteRequest({ prompt, language, platforms: ['instagram', 'facebook'] }));
}

describe('the user’s own ask is the post’s call to action', () => {
  it('reads imperative sentences as asks in English (the model), German, Spanish and French (their openings)', () => {
    expect(isBriefAsk('Book a workshop slot at the info desk.', 'en')).toBe(true);
    expect(isBriefAsk('Order by Friday.', 'en')).toBe(true);
    // Noun phrases the model reads as verbs after 'You should' are no asks.
    expect(isBriefAsk('Salary range €85,000 to €105,000, four-day week.', 'en')).toBe(false);
    expect(isBriefAsk('Staff swap shifts from their phone.', 'en')).toBe(false);
    expect(isBriefAsk('Reservieren Sie jetzt Ihren Platz.', 'de')).toBe(true);
    expect(isBriefAsk('Jetzt Tickets sichern!', 'de')).toBe(true);
    expect(isBriefAsk('Kommen Sie am Samstag?', 'de')).toBe(false);
    expect(isBriefAsk('Unser Hofladen feiert am 3. Mai.', 'de')).toBe(false);
    expect(isBriefAsk('¡Reserva tu plaza en la tienda!', 'es')).toBe(true);
    expect(isBriefAsk('¿Buscas un regalo original?', 'es')).toBe(false);
    expect(isBriefAsk('Réservez votre dégustation en boutique.', 'fr')).toBe(true);
    expect(isBriefAsk('La fromagerie ouvre le 3 mai.', 'fr')).toBe(false);
  });

  it('counts the user’s ask in the strategy note where the post says it, and adds no second call to action', () => {
    const written = posts(
      'Prof. Helen Park opens the Riverside Science Festival on Sept. 12 at 10 am in Bath. Entry is free ' +
        'for children under 12. Book a workshop slot at the info desk.',
    );
    const normal = written.find((post) => post.variation === 'normal' && post.platform === 'instagram');
    expect(normal?.content).toContain('Book a workshop slot at the info desk.');
    expect(normal?.strategy).toMatch(/a call to action/u);
    const calls = findCatalogue('en')?.normal.callsToAction ?? [];
    const brief = buildWriterBrief(buildWriteRequest({ prompt: 'x' }));
    for (const post of written) for (const call of calls) expect(post.content).not.toContain(call(brief));
  });

  it('does the same in German, Spanish and French: the note names the ask, no catalogue call is added', () => {
    const cases = [
      [
        'de',
        'Unser Hofladen in Freiburg feiert am 3. Mai sein Jubiläum. Reservieren Sie jetzt Ihren Platz.',
        /Handlungsaufforderung/u,
      ],
      [
        'es',
        'Taller de cerámica en Sevilla el 3 de mayo por 25 €. Reserva tu plaza en la tienda.',
        /llamada a la acción/u,
      ],
      [
        'fr',
        'Dégustation de comté à Lyon le 3 mai pour 9 €. Réservez votre place en boutique.',
        /appel à l’action/u,
      ],
    ] as const;
    for (const [language, prompt, note] of cases) {
      const brief = buildWriterBrief(buildWriteRequest({ prompt, language }));
      expect(brief.hasAsk).toBe(true);
      const catalogue = findCatalogue(language);
      const added = [
        ...(catalogue?.normal.callsToAction ?? []),
        ...(catalogue?.viral.callsToAction ?? []),
        ...(catalogue?.informative.callsToAction ?? []),
        ...(catalogue?.engaging.invitations ?? []),
        ...(catalogue?.platforms.facebookQuestions ?? []),
      ].map((phrase) => phrase(brief));
      for (const post of posts(prompt, language)) {
        expect(post.strategy).toMatch(note);
        for (const line of added) expect(post.content).not.toContain(line);
      }
    }
  });

  it('never takes a how-to’s steps for an ask: the post keeps a call to action of the writer', () => {
    const brief = buildWriterBrief(
      buildWriteRequest({
        prompt: 'How to start running: begin with 3 runs of 20 minutes a week, and add 5 minutes every week.',
      }),
    );
    expect(brief.asks).toEqual([]);
  });

  it('closes the professional post on the user’s ask, after the facts', () => {
    const prompt =
      'Sign up for the Harbour Run today. The Harbour Run raises money for the Solent Lifeboat Crew. Entry ' +
      'costs £25 and every runner gets a medal. The 10 km race starts on 5 October at Southsea Common in Portsmouth.';
    const [post] = writeOfflinePosts(
      buildWriteRequest({ prompt, platforms: ['linkedin'], variations: ['professional'] }),
    );
    const paragraphs = (post?.content ?? '').split('\n\n').filter((block) => !block.startsWith('#'));
    expect(paragraphs.at(-1)).toBe('Sign up for the Harbour Run today.');
  });
});
