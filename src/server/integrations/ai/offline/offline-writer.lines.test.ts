import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';
import { clauseLines, viralLength } from './offline-writer.lines';
import { buildWriterBrief } from './offline-writer.brief';

const hofladen =
  'Unser Hofladen in Freiburg feiert am 3. Mai sein Jubiläum mit vielen Angeboten, z. B. Erdbeeren bzw. ' +
  'Spargel zum halben Preis. Dr. Weber führt um 11 Uhr durch den Garten. Reservieren Sie jetzt Ihren Platz.';
const fromagerie =
  'M. Dupont ouvre sa fromagerie à Lyon le 3 mai, p. ex. avec un comté de 36 mois à 9 € le kilo. ' +
  'Dr. Martin présente les vins à 18 h. Réservez votre dégustation en boutique.';
const ceramica =
  '¿Buscas un regalo original? ¡Ven a Cerámica Sol S.A. en Sevilla el 3 de mayo! El Dr. Ruiz enseña a ' +
  'tornear por 25 €. Reserva tu plaza en la tienda.';

function write(prompt: string, language: 'de' | 'fr' | 'es') {
  return writeOfflinePosts(buildWriteRequest({ prompt, language, platforms: ['instagram', 'facebook'] }));
}

describe('sentences and lines in German, French and Spanish', () => {
  it('never cuts a clause before an abbreviation it goes on with (z. B., p. ex.)', () => {
    const german = buildWriterBrief(buildWriteRequest({ prompt: hofladen, language: 'de' }));
    const sentence =
      'Unser Hofladen in Freiburg feiert am 3. Mai sein Jubiläum mit vielen Angeboten, z. B. Erdbeeren bzw. Spargel zum halben Preis.';
    expect(clauseLines(sentence, german, 70).some((line) => /^z\. B\./iu.test(line))).toBe(false);
    for (const post of write(hofladen, 'de')) expect(post.content).not.toMatch(/(?:^|\n|: )Z\. B\./u);
    for (const post of write(fromagerie, 'fr')) {
      expect(post.content).not.toMatch(/(?:^|\n|👉 |🔥 )(?:P\. ex\.|Avec un comté)/u);
      expect(post.content).not.toMatch(/p\. ex\.(?:\n|$)/u);
    }
  });

  it('keeps a title’s capital after a lead (M. Dupont) and the Spanish ¡…! and ¿…? marks in pairs', () => {
    for (const post of write(fromagerie, 'fr')) expect(post.content).not.toMatch(/\bm\. Dupont/u);
    for (const post of write(ceramica, 'es'))
      for (const line of post.content.split('\n')) {
        expect((line.match(/¡/gu) ?? []).length).toBe((line.match(/!/gu) ?? []).length);
        expect((line.match(/¿/gu) ?? []).length).toBe((line.match(/\?/gu) ?? []).length);
      }
  });

  it('reads an abbreviation as no hashtag and its period as no sentence end (#Dr, #Ex)', () => {
    const tags = [...write(ceramica, 'es'), ...write(fromagerie, 'fr'), ...write(hofladen, 'de')].flatMap(
      (post) => post.hashtags,
    );
    expect(tags.length).toBeGreaterThan(0);
    for (const abbreviation of ['Dr', 'Ex', 'B', 'Bzw', 'M', 'S'])
      expect(tags.map((tag) => tag.toLowerCase())).not.toContain(abbreviation.toLowerCase());
  });

  it('halves an English viral line only where both halves are sentences, else leads with its date', () => {
    const prompt =
      'Big sale this weekend! Our winter coat sale at Northpeak takes 40% off every parka and wool coat ' +
      'from Friday 28 November to Sunday 30 November. Members get free alterations.';
    const viral = writeOfflinePosts(
      buildWriteRequest({ prompt, platforms: ['instagram', 'facebook'], variations: ['viral'] }),
    );
    for (const post of viral) {
      expect(post.content).toContain(
        'From Friday 28 November to Sunday 30 November, our winter coat sale at Northpeak takes 40% off every parka and wool coat.',
      );
      expect(post.content).not.toMatch(/^Our winter coat sale\.$/mu);
      expect(post.content).not.toMatch(/^From Friday 28 November to Sunday 30 November\.$/mu);
    }
  });

  it('never cuts a clause at an “and” that joins two things of it (“And wool coat from Friday …”)', () => {
    const prompt =
      'Big sale this weekend! Our winter coat sale at Northpeak takes 40% off every parka and wool coat ' +
      'from Friday 28 November to Sunday 30 November. Members get free alterations.';
    const brief = buildWriterBrief(buildWriteRequest({ prompt }));
    const sentence = brief.facts[0] ?? '';
    expect(sentence).toMatch(/every parka and wool coat/u);
    const lines = clauseLines(sentence, brief, viralLength);
    expect(lines[0]).toContain('every parka and wool coat');
    expect(lines.filter((line) => /^And\b/u.test(line))).toEqual([]);
    const posts = writeOfflinePosts(
      buildWriteRequest({ prompt, platforms: ['instagram', 'twitter', 'linkedin', 'facebook'] }),
    );
    for (const post of posts) {
      expect(post.content).toContain('every parka and wool coat');
      expect(post.content).not.toMatch(/^And\b/mu);
    }
    // An 'and' that opens a clause of its own is still a place to cut.
    const croissant =
      'The first 50 guests get a free croissant, and every flat white costs €2.50 all weekend.';
    expect(clauseLines(croissant, brief, viralLength)).toEqual([
      'The first 50 guests get a free croissant.',
      'Every flat white costs €2.50 all weekend.',
    ]);
  });
});

describe('no verbless piece of a sentence as a sentence of its own (issue #15)', () => {
  const sentencesOf = (content: string): string[] =>
    content
      .split('\n')
      .flatMap((line) => line.split(/(?<=[.!?…])\s+/u))
      .map((sentence) => sentence.replace(/^[^:]{2,40}?\s?:\s+/u, '').trim());

  it('keeps the dates of the English coat sale in their sentence', () => {
    const prompt =
      'Big sale this weekend! Our winter coat sale at Northpeak takes 40% off every parka and wool coat ' +
      'from Friday 28 November to Sunday 30 November. Members get free alterations.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt }));
    const professional = posts.find(
      (post) => post.platform === 'instagram' && post.variation === 'professional',
    );
    expect(professional?.content).toContain(
      'every parka and wool coat from Friday 28 November to Sunday 30 November.',
    );
    for (const post of posts)
      expect(sentencesOf(post.content)).not.toContain('From Friday 28 November to Sunday 30 November.');
  });

  it('keeps the French place with what happens there (never “Place du Théâtre.” alone)', () => {
    const prompt =
      "L'association Les Restos du Quartier organise une collecte de dons le samedi 12 octobre à Lille, " +
      'place du Théâtre. Nous acceptons les produits non périssables : pâtes, riz, conserves, etc. Chaque ' +
      'don aide une famille du quartier. Venez déposer vos dons entre 9 h et 17 h.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt, language: 'fr' }));
    for (const post of posts) {
      expect(post.content).toContain('place du Théâtre');
      const sentences = sentencesOf(post.content).map((sentence) => sentence.toLowerCase());
      expect(sentences).not.toContain('place du théâtre.');
      expect(sentences).not.toContain('à lille, place du théâtre.');
    }
  });

  it('never opens a Spanish post on the piece after the verb (“Con aceite de oliva… desde 6 €”)', () => {
    const prompt =
      '¿Buscas un regalo original? En nuestra tienda Flor de Sal en Sevilla hacemos jabones artesanales con ' +
      'aceite de oliva, p. ej. de lavanda o de romero, desde 6 €. Pide tu caja regalo antes del 20 de diciembre.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt, language: 'es' }));
    for (const post of posts) {
      expect(post.content).not.toMatch(/^(?:\S+ )?Con aceite de oliva/mu);
      if (post.platform !== 'twitter')
        expect(post.content).toContain('hacemos jabones artesanales con aceite');
    }
  });

  it('reads the clock’s “am” as no verb and no place to cut (never “Am to 4 pm at 12 Mill Lane.”)', () => {
    const prompt =
      'Happy Paws Shelter holds an adoption day on Sunday 9 March from 10 am to 4 pm at 12 Mill Lane, ' +
      'Leeds. 23 dogs and 17 cats are looking for a home.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt }));
    for (const post of posts) {
      const sentences = sentencesOf(post.content).map((sentence) =>
        sentence.replace(/^\p{Extended_Pictographic}\s*/u, ''),
      );
      expect(sentences.filter((sentence) => /^(?:Am|From 10 am) /u.test(sentence))).toEqual([]);
      expect(post.content).toContain('10 am to 4 pm at 12 Mill Lane');
    }
  });

  it('reads a gerund after a preposition as no verb, and leads a viral post with the date instead', () => {
    const prompt =
      'Join our free webinar on cutting cloud costs on 12 May at 3 pm CET. Ana Silva, CTO of Northwind, ' +
      'shows how her team saved 38% on AWS in six months.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt }));
    for (const post of posts) expect(post.content).not.toMatch(/^On cutting cloud costs/mu);
    const viral = posts.find((post) => post.platform === 'instagram' && post.variation === 'viral');
    expect(viral?.content).toContain('On 12 May at 3 pm CET, join our free webinar on cutting cloud costs.');
  });

  it('reads a German verb the writer keeps from hashtags as a verb (“Um 7:30 Uhr, jedes Sauerteigbrot …”)', () => {
    const prompt =
      'Unsere Bäckerei in Köln eröffnet am 2. März um 7:30 Uhr, jedes Sauerteigbrot kostet 3,50 €.';
    for (const post of writeOfflinePosts(buildWriteRequest({ prompt, language: 'de' })))
      expect(post.content).toMatch(/\bam 2\. März um 7:30 Uhr/u);
  });
});
