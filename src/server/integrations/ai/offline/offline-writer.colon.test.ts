import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { afterColon, type ColonBrief } from './offline-writer.colon';
import { buildWriteRequest } from './offline-writer.fixtures';

function brief(language: ColonBrief['language'], topic: string, facts: string[] = []): ColonBrief {
  return { language, topic, facts, features: [] };
}

describe('the capital after a lead’s colon, per language', () => {
  it('French and Spanish lower-case a common word, keep a proper noun the brief writes with a capital', () => {
    const es = brief('es', 'Rebajas de verano en Zapatería Luna', [
      'Envío gratis en pedidos de más de 50 €.',
    ]);
    expect(afterColon('Envío gratis en pedidos de más de 50 €', es)).toBe(
      'envío gratis en pedidos de más de 50 €',
    );
    expect(afterColon('Zapatería Luna abre el domingo', es)).toBe('Zapatería Luna abre el domingo');
    const withLuna = brief('es', 'Hoy abre la tienda de Luna', ['Luna regala una bolsa.']);
    expect(afterColon('Luna regala una bolsa', withLuna)).toBe('Luna regala una bolsa');
    const fr = brief('fr', 'Dégustation au Caveau du Marché', ['Entrée libre pour les enfants.']);
    expect(afterColon('Entrée libre pour les enfants', fr)).toBe('entrée libre pour les enfants');
    // A title or an initial keeps its capital.
    expect(afterColon('M. Dupont ouvre sa fromagerie', fr)).toBe('M. Dupont ouvre sa fromagerie');
  });

  it('English lower-cases a word the model knows, keeps a name it does not know and a brand spelled so', () => {
    const en = brief('en', 'Big sale this weekend', ['Entry is free for children under 12.']);
    expect(afterColon('Entry is free for children under 12', en)).toBe('entry is free for children under 12');
    expect(afterColon('Northpeak takes 40% off every parka', en)).toBe('Northpeak takes 40% off every parka');
    expect(afterColon('TrailMate Headlamp 600 gives 600 lumens', en)).toBe(
      'TrailMate Headlamp 600 gives 600 lumens',
    );
    expect(afterColon('Happy Paws Shelter holds an adoption day', en)).toBe(
      'Happy Paws Shelter holds an adoption day',
    );
    const stripe = brief('en', 'Invoices now reconcile automatically with Stripe and PayPal');
    expect(afterColon('Stripe pays out daily', stripe)).toBe('Stripe pays out daily');
    expect(afterColon('I run the shop', en)).toBe('I run the shop');
  });

  it('German keeps the capital (nouns, and a full sentence after a colon)', () => {
    const de = brief('de', 'Unsere Bäckerei eröffnet');
    expect(afterColon('Zur Eröffnung kostet jedes Brot 3,50 €', de)).toBe(
      'Zur Eröffnung kostet jedes Brot 3,50 €',
    );
  });

  it('writes the story’s outcome lead that way in English and Spanish posts', () => {
    const write = (prompt: string, language: 'en' | 'es') =>
      writeOfflinePosts(
        buildWriteRequest({ prompt, language, platforms: ['facebook'], variations: ['storytelling'] }),
      )[0]?.content ?? '';
    expect(
      write(
        'Rebajas de verano en Zapatería Luna: 30% de descuento en sandalias hasta el 15 de julio. Envío gratis en pedidos de más de 50 €.',
        'es',
      ),
    ).toContain('Lo que significa para ti: envío gratis en pedidos de más de 50 €.');
    expect(
      write(
        'Prof. Helen Park opens the Riverside Science Festival on Sept. 12 at 10 am in Bath. Entry is free for children under 12.',
        'en',
      ),
    ).toContain('What it means for you: entry is free for children under 12.');
  });
});
