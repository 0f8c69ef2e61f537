import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { WrittenPost } from '../types';
import { hashtagProblems } from './offline-writer.quality-tags';

/** The quality check's findings for an Instagram post with `hashtags` of a brief `source` in `language`. */
function problemsOf(hashtags: string[], source: string, language: ContentLanguage): string[] {
  const post: WrittenPost = {
    platform: 'instagram',
    variation: 'normal',
    content: source,
    hashtags,
    strategy: '',
    engagement: 'medium',
  };
  return hashtagProblems(post, { language, facts: [] }, source);
}

describe('the hashtag check in German, Spanish and French', () => {
  it('flags a verb the brief conjugates, and passes the nouns of the same brief', () => {
    const spanish = '¿Buscas un regalo original? En Sevilla hacemos jabones artesanales.';
    expect(problemsOf(['Buscas', 'SevillaHacemos', 'HacemosJabones'], spanish, 'es')).toEqual([
      '#Buscas: a verb',
      '#SevillaHacemos: a verb',
      '#HacemosJabones: a verb',
    ]);
    expect(problemsOf(['RegaloOriginal', 'Sevilla', 'JabonesArtesanales'], spanish, 'es')).toEqual([]);
    const french = "L'entrée coûte 15 €. Deux heures suffisent pour aider 40 familles.";
    expect(problemsOf(['EntréeCoûte', 'Suffisent', 'Familles'], french, 'fr')).toEqual([
      '#EntréeCoûte: a verb',
      '#Suffisent: a verb',
    ]);
    expect(problemsOf(['Suchen', 'Geschenk'], 'Suchen Sie ein Geschenk?', 'de')).toEqual(['#Suchen: a verb']);
  });

  it('flags an abbreviation and a question word', () => {
    expect(problemsOf(['Bzw', 'Tomaten'], 'Tomaten bzw. Gurken aus Bremen.', 'de')).toEqual([
      '#Bzw: an abbreviation',
    ]);
    expect(problemsOf(['Pourquoi'], 'Pourquoi attendre ? La fête commence.', 'fr')).toEqual(['#Pourquoi']);
  });
});
