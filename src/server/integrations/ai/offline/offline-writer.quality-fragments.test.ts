import { describe, expect, it } from 'vitest';
import { fragmentProblems } from './offline-writer.quality-fragments';

describe('the fragment check of the quality test', () => {
  it('flags an English date cut off its sentence, not the whole sentence or one the user wrote verbless', () => {
    const user = [
      'Our winter coat sale at Northpeak takes 40% off every parka and wool coat from Friday 28 November to Sunday 30 November.',
      'Free for teams of up to 10.',
    ];
    expect(
      fragmentProblems(
        [
          'Our winter coat sale at Northpeak takes 40% off every parka and wool coat.',
          'From Friday 28 November to Sunday 30 November.',
        ],
        user,
        'en',
      ),
    ).toHaveLength(1);
    expect(fragmentProblems([...user], user, 'en')).toEqual([]);
  });

  it('reads a French place after the label the writer adds, and a Spanish piece after the verb', () => {
    const french = [
      "L'association organise une collecte de dons le samedi 12 octobre à Lille, place du Théâtre.",
    ];
    expect(
      fragmentProblems(['Place du Théâtre.', 'L’essentiel : place du Théâtre.'], french, 'fr'),
    ).toHaveLength(2);
    const spanish = [
      'En nuestra tienda en Sevilla hacemos jabones artesanales con aceite de oliva, p. ej. de lavanda, desde 6 €.',
    ];
    expect(
      fragmentProblems(['Con aceite de oliva, p. ej. de lavanda, desde 6 € 🙌'], spanish, 'es'),
    ).toHaveLength(1);
    // A list the user sets after a colon is a line of the user's ('Pâtes, riz, conserves, etc.').
    const list = ['Nous acceptons les produits non périssables : pâtes, riz, conserves, etc.'];
    expect(fragmentProblems(['Pâtes, riz, conserves, etc.'], list, 'fr')).toEqual([]);
  });
});
