import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';
import { pickHookClause, writeHook } from './offline-writer.hooks';
import { buildWriterBrief } from './offline-writer.brief';
import { createVariantPicker } from './offline-writer.hash';
import { bodyLines } from './offline-writer.quality-rules';
import { hookProblem, superlativeProblems } from './offline-writer.quality-style';
import { loadBenchBriefs } from './offline-writer.quality-check';
import { isMediaInstruction } from '../../../../shared/domain/media-instruction';

const clauses = [
  'Our café Bean There opens on Saturday 14 June at 8 am on Rue Verte in Lyon.',
  'The first 50 guests get a free croissant.',
  'Every flat white costs €2.50 all weekend.',
];

describe('openings built from the brief’s facts', () => {
  it('viral opens with the offer, engaging with the date, and no two variations with the same clause', () => {
    expect(pickHookClause(clauses, 'viral')).toBe(1);
    expect(pickHookClause(clauses, 'engaging')).toBe(0);
    const picks = (['viral', 'engaging', 'professional'] as const).map((v) => pickHookClause(clauses, v));
    expect(new Set(picks).size).toBe(3);
  });

  it('opens on a long clause with a fact before a question that names nothing', () => {
    const told = [
      '¿Buscas un regalo original',
      'En nuestra tienda Flor de Sal en Sevilla hacemos jabones artesanales con aceite de oliva, p. ej. de ' +
        'lavanda o de romero, desde 6 €.',
      'Pide tu caja regalo antes del 20 de diciembre.',
    ];
    const isAsk = (clause: string): boolean => clause.startsWith('Pide');
    expect(pickHookClause(told, 'professional', isAsk)).toBe(1);
    expect(pickHookClause(told, 'informative', isAsk)).toBe(1);
    // Without the long clause the question opens, before the ask (the ask comes last of all).
    expect(pickHookClause([told[0] ?? '', told[2] ?? ''], 'professional', isAsk)).toBe(0);
  });

  it('wraps the clause in an emoji, a plain label or a short question, never a superlative', () => {
    const brief = buildWriterBrief(buildWriteRequest({ prompt: clauses.join(' ') }));
    const picker = createVariantPicker('seed');
    for (const variation of ['viral', 'professional', 'engaging', 'informative'] as const) {
      const hook = writeHook(clauses[1] ?? '', variation, brief, picker);
      expect(hook.toLowerCase()).toContain('the first 50 guests get a free croissant');
      expect(superlativeProblems(hook, clauses.join(' '))).toEqual([]);
    }
    expect(writeHook(clauses[0] ?? '', 'engaging', brief, picker)).toMatch(/– who’s coming\?$/u);
  });

  it('opens every Instagram post of a brief with one of its facts, and says that fact once', () => {
    const prompt =
      'Spring sale at Greenleaf Outfitters: 20% off all rain jackets until 31 March, and every order over $80 comes with a free tote bag.';
    const posts = writeOfflinePosts(buildWriteRequest({ prompt, platforms: ['instagram'] }));
    for (const post of posts) {
      expect(
        hookProblem(post.content, ['20% off', '31 March', '$80', 'Greenleaf Outfitters']),
      ).toBeUndefined();
      const first = bodyLines(post.content)[0] ?? '';
      expect(first).not.toMatch(
        /Stop scrolling|just got a lot more interesting|A closer look|the short version/u,
      );
    }
    const viral = posts.find((post) => post.variation === 'viral')?.content ?? '';
    expect(viral.split('20% off all rain jackets').length).toBe(2);
  });
});

describe('the professional opening', () => {
  const stiffLabels = /^(?:In brief|Kurz gesagt|En bref|En resumen|In breve|Em resumo|In het kort)\s?:/u;

  it('opens with the outcome, alone or after a natural lead, never a stiff label, in every language', () => {
    const briefs = loadBenchBriefs();
    const leads = new Set<string>();
    for (const bench of briefs) {
      const request = buildWriteRequest({
        prompt: bench.prompt,
        language: bench.language,
        variations: ['professional'],
        ...(bench.page ? { page: bench.page } : {}),
        ...(bench.transcript ? { transcript: bench.transcript } : {}),
      });
      if (!bench.page && !bench.transcript && isMediaInstruction(bench.prompt)) continue;
      for (const post of writeOfflinePosts(request)) {
        const first = bodyLines(post.content)[0] ?? '';
        expect(first).not.toMatch(stiffLabels);
        const lead = /^([^:]+?)\s?:\s/u.exec(first)?.[1];
        if (lead) leads.add(lead);
      }
    }
    // Several leads across languages, and the plain outcome too (checked by the label-free openings above).
    expect(leads.size).toBeGreaterThanOrEqual(4);
  });
});

describe('the quality rules of openings', () => {
  it('finds an opening without a fact and a superlative the user did not write', () => {
    expect(hookProblem('Our café: the short version 👇\n\nOpens on 14 June.', ['14 June'])).toBe(
      'Our café: the short version 👇',
    );
    expect(superlativeProblems('The ultimate must-have deal, guaranteed.', 'A deal on mugs.')).toHaveLength(
      3,
    );
    expect(superlativeProblems('The best mugs in town.', 'The best mugs in town, we say.')).toEqual([]);
  });
});

describe('openings that name a fact, not the ask or a headline', () => {
  const festival =
    'Prof. Helen Park opens the Riverside Science Festival on Sept. 12 at 10 am in Bath. Entry is free for ' +
    'children under 12. Book a workshop slot at the info desk.';
  const winterSale =
    'Big sale this weekend! Our winter coat sale at Northpeak takes 40% off every parka and wool coat from ' +
    'Friday 28 November to Sunday 30 November. Members get free alterations.';
  const firstLines = (prompt: string) =>
    writeOfflinePosts(buildWriteRequest({ prompt, platforms: ['facebook'] })).map((post) => ({
      variation: post.variation,
      first: post.content.split('\n')[0] ?? '',
    }));

  it('never opens the professional or informative post with the user’s ask', () => {
    for (const { variation, first } of firstLines(festival))
      if (variation === 'professional' || variation === 'informative')
        expect(first).not.toMatch(/book a workshop slot/iu);
  });

  it('opens with a fact where the brief opens with a headline that names none (Big sale this weekend!)', () => {
    const lines = firstLines(winterSale);
    for (const { variation, first } of lines)
      if (variation !== 'normal') expect(first).toMatch(/40%|November|free alterations|Northpeak/u);
    const story = lines.find((line) => line.variation === 'storytelling')?.first;
    expect(story).toMatch(/^Big sale this weekend! Our winter coat sale at Northpeak/u);
  });

  it('opens a how-to’s professional post with a step that has figures, not its title', () => {
    const prompt =
      'How to start running: begin with 3 runs of 20 minutes a week, alternate 1 minute of running with 2 minutes of walking, and add 5 minutes every week.';
    for (const { variation, first } of firstLines(prompt))
      if (variation === 'professional' || variation === 'informative') expect(first).toMatch(/\d/u);
  });
});
