import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { findReading } from './languages/reading-rules';
import { buildHashtags, extractKeyTerms } from './offline-writer.keywords';
import { tokenizeText } from './offline-writer.tokens';
import { isVerbAt } from './offline-writer.verbs';

/** The words of `text` that the rules of `language` read as verbs. */
function verbsOf(text: string, language: ContentLanguage): string[] {
  const reading = findReading(language);
  const words = tokenizeText(text, reading);
  return words.filter((_, index) => isVerbAt(words, index, reading)).map((word) => word.word);
}

/** The hashtags the writer makes of `text`. */
function tagsOf(text: string, language: ContentLanguage): string[] {
  const reading = findReading(language);
  return buildHashtags([extractKeyTerms(text, reading)], 10, reading);
}

describe('verbs in Spanish, French and German briefs', () => {
  it('reads the verb of a question, of a subject and of an ending, and no noun after an article', () => {
    expect(verbsOf('¿Buscas un regalo especial para tu madre?', 'es')).toEqual(['Buscas']);
    expect(verbsOf('Nuestra tienda Flor de Sal en Sevilla vende jabones artesanales.', 'es')).toEqual([
      'vende',
    ]);
    expect(verbsOf('Este verano organizamos clases de surf en Cádiz.', 'es')).toEqual(['organizamos']);
    expect(verbsOf('Los ramos de flores cuestan 20 € el sábado.', 'es')).toEqual(['cuestan']);
  });

  it('reads French verbs after a subject, before an object or a number, and an infinitive before its object', () => {
    expect(verbsOf("L'entrée coûte 15 € avec six vins à goûter.", 'fr')).toEqual(['coûte']);
    expect(verbsOf('Deux heures suffisent pour aider 40 familles.', 'fr')).toEqual(['suffisent', 'aider']);
    expect(verbsOf('Cherchez-vous un cadeau ? Nous proposons des ateliers de poterie à Lyon.', 'fr')).toEqual(
      ['Cherchez-vous', 'proposons'],
    );
    // A noun before an article of a date, an '-ent' noun and an '-er' noun after an article are no verbs.
    expect(verbsOf('Dégustation le vendredi 17 mai. Un client de notre atelier.', 'fr')).toEqual([]);
  });

  it('reads a German sentence opener before a pronoun as a verb, and nouns elsewhere as nouns', () => {
    expect(verbsOf('Suchen Sie ein Geschenk? Besuchen Sie unseren Laden in Bremen.', 'de')).toEqual([
      'Suchen',
      'Besuchen',
    ]);
    expect(verbsOf('Kaffee und Kuchen gibt es am Sonntag im Stadtpark.', 'de')).toEqual([]);
  });
});

describe('hashtags of Spanish, French and German briefs', () => {
  it('makes no hashtag of a verb or a question word', () => {
    const spanish = tagsOf(
      '¿Buscas un regalo especial? Nuestra tienda Flor de Sal en Sevilla vende jabones artesanales a 6 €. ¿Cuántos quieres?',
      'es',
    );
    expect(spanish).toEqual(['RegaloEspecial', 'Tienda', 'FlorDeSal', 'Sevilla', 'JabonesArtesanales']);
    const french = tagsOf(
      "Pourquoi attendre ? L'entrée coûte 15 € au Caveau du Marché. Deux heures suffisent pour aider 40 familles.",
      'fr',
    );
    expect(french).toEqual(['Entrée', 'CaveauDuMarché', 'Familles']);
    const german = tagsOf(
      'Suchen Sie ein Geschenk? Wann? Holen Sie sich z. B. unsere Seife aus Bremen.',
      'de',
    );
    expect(german).toEqual(['Geschenk', 'Seife', 'Bremen']);
  });

  it('keeps a name joined by de whole (after a lower-case noun too) and never joins a noun to the start of a name', () => {
    expect(tagsOf('Visitez la boutique Maison de Savon à Lyon.', 'fr')).toEqual([
      'Boutique',
      'MaisonDeSavon',
      'Lyon',
    ]);
    const foodBank = tagsOf('La Banque alimentaire de Nantes cherche des bénévoles.', 'fr');
    expect(foodBank).toContain('BanqueAlimentaire');
    expect(foodBank).not.toContain('AlimentaireDeNantes');
    // A street or square named after a name: the whole, not the name's last word ('#Théâtre').
    expect(tagsOf('Collecte de dons à Lille, place du Théâtre.', 'fr')).toEqual([
      'CollecteDeDons',
      'Lille',
      'PlaceDuThéâtre',
    ]);
  });
});
