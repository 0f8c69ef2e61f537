import { beforeAll, describe, expect, it } from 'vitest';
import { createRunRequestSchema } from '../../../../shared/contracts/generation';
import { isMediaInstruction } from '../../../../shared/domain/media-instruction';
import { writeOfflinePosts } from './offline-writer';
import { buildWriterBrief } from './offline-writer.brief';
import { buildWriteRequest } from './offline-writer.fixtures';
import { findReading } from './languages/reading-rules';
import {
  checkBriefPosts,
  loadBenchBriefs,
  qualityRules,
  type QualityRule,
} from './offline-writer.quality-check';

/**
 * Violations still allowed per rule: 0 = enforced on every post of every brief; a rule above 0 is not
 * fixed yet and its ceiling is today's count, so the test fails when a change makes it worse.
 * Counts of these checks on the writer before this work (32 briefs, 1,152 posts): facts kept 252, nothing
 * invented 407, no sentence or call to action twice 18, no filler line 369, no internal text 53, real
 * hashtags 6, hashtags not repeated in the body 2,182 (0 once the review hid the closing tag line),
 * variations differ 60, strategy true of the post 144.
 * Facts kept on X went from 19 misses to 0 once X drops the writer's hook, call to action and hashtags before
 * a fact, and the least specific facts before prices, percentages, dates and offers.
 * Variations differ went from 63 to 0: 60 were the Dutch brief's, written from the user's sentences only
 * until Dutch got a phrase catalogue; 3 were LinkedIn storytelling posts that swapped their own closing
 * question for LinkedIn's generic one and read like the normal post in another order.
 * English is read by wink-nlp since issue #15: 'real hashtags' also asks that every English hashtag is a noun
 * phrase of the brief (or its end) as the model reads it. On the 37 briefs (5 added that the rule-based
 * reading got wrong) the writer before the model had 448 such violations ('#AnaRuizExplains', '#Sign',
 * '#HiringTwo', '#LoyaltyProgramsFail') and 178 facts missing; with it, 0 and 0.
 * An audit of the writer on these briefs (issue #15) found the checks too weak; the stricter rules of
 * `offline-writer.quality-rules.ts` and complete fact lists in briefs.json counted, before the writer was
 * fixed: facts kept 72, nothing invented 4 ('The turning point:'), names kept whole 19 ('our café Bean'),
 * one call to action 169, no filler line 331, no presupposed experience 116, no promise the user did not
 * make 152, no team wording on a consumer brief 95, real hashtags 655, variations differ 1,214.
 * Openings built from the brief's facts (issue #15, section 1 follow-up): 'opening names a fact' counted 132
 * generic hooks ('🚨 Stop scrolling: Our free webinar.', 'A closer look at …'), 6 after; the 6 left are the
 * professional posts of a how-to ('In brief: How to start running.') and of 'Big sale this weekend!', whose
 * facts the viral and engaging openings took first.
 * 'sentence case and punctuation' counted 38 (French phrases with a plain space before '?' or ':', which a
 * line can break at), 0 since every post goes through `tidyPunctuation`.
 * 'strategy true of the post' checks every figure and claim of the note since the note is made of the post's
 * measured figures (`offline-writer.quality-note.ts`); the canned notes before counted 0 here only because
 * they stated almost nothing checkable ('line breaks keep it readable').
 * 'variations differ sentence by sentence' compares two variations of one platform place by place (first
 * sentence against first, …): more than half the places holding the same sentence (word edit distance, at
 * least 80% alike) is a violation. It counted 242 on the writer before storytelling became situation → turn →
 * outcome and the professional opening a natural lead ('Worth knowing: …' for 'In brief: …'), 229 after;
 * most of the rest are posts of two or three sentences that every variation must keep.
 * 'no filler on a thin brief' (briefs marked `thin`: a reels transcript of a few words, one-fact ideas, a bare
 * topic) counted 55 before thin briefs kept their own line as the opening ('Our matcha latte just got a lot
 * more interesting 👀', 'A practical perspective on …'), 'Questions? Ask us in the comments.' left the
 * catalogues and the story stopped closing on the engaging post's invitation; 0 after. The 3 thin briefs
 * added took 'variations differ sentence by sentence' to 230 (a post of one sentence has one place).
 * 'opening names a fact' went from 6 to 9: a story now opens on the user's scene-setting line, and 'Big sale
 * this weekend!' is one without a figure (the offer follows as 'What it means for you: …'). From 9 to 0: a
 * short exclamation without a fact opens the story's first paragraph together with the situation it
 * announces, a bare 'sale' counts as half an offer ('Members get free alterations' opens the professional
 * post), and a headline that names nothing ('How to start running') opens only when no clause with a fact is
 * left, even one another variation opens with. The user's ask ('Book a workshop slot …') no longer opens a
 * professional or informative post, nor a viral or engaging one unless it names a fact ('Join our free
 * webinar on 12 May'); 'variations differ' stayed at 20 through that ('Verbs around the names': professional
 * and engaging now both open on Ana Ruiz's result, where engaging opened 'Download the full case study from
 * our blog – what do you say?'), and 'variations differ sentence by sentence' went from 230 to 226.
 * Three briefs with the user's own ask and abbreviations in German ('Am 3. Mai', 'Dr. Anna Weber', 'z. B.'),
 * Spanish ('¿Buscas…?', 'p. ej.') and French ('etc.') were added (issue #15, 42 briefs in all). 'real hashtags'
 * now also flags a verb or an abbreviation as a German, Spanish or French tag (`offline-writer.verbs.ts`): on
 * the writer before, it counted 54: '#Buscas' in 24 posts of the Spanish brief, '#SevillaHacemos',
 * '#HacemosJabones', '#QuartierOrganise', '#Suffisent' and '#EntréeCoûte' in 6 each; 0 since the writer reads
 * those verbs. The new briefs found an opening on a question that
 * names nothing ('Lo principal: ¿Buscas un regalo original?', 6; a long clause with a fact now comes first),
 * X cutting the engaging paragraph's last fact ('… à…', 1; a sentence without a fact goes first) and 'p. ej.'
 * taken for a sentence end by the style check (48); 0 after. They add 0 to 'variations differ' (20) and 16 to
 * 'variations differ sentence by sentence' (226 → 242: 12 Spanish, 4 French), whose posts of two or three
 * sentences every variation keeps.
 * 'variations differ' went from 20 to 0 (issue #15, section 1: structure, not only the opening line): the
 * engaging post of a brief of two sentences goes on after its question in the opening's paragraph, where
 * professional puts its headline above the body (8, 'Conference keynote' and 'Verbs around the names'); the
 * viral post no longer holds the story's lines in the story's order when none can be cut shorter (4,
 * 'German video transcript': it opens on the workshop, the story on the 80 bikes); a bare name's story asks
 * the reader after the name with the engaging question the engaging post leaves to it (4, 'Failed scrape
 * fallback'); and the check reads a line that joins sentences the source holds apart (a page's key point
 * beside its text) sentence by sentence, so the engaging post's offer-first paragraph no longer counts as
 * the normal post's (4, 'Scraped SaaS homepage', where both had read as no line of the user's).
 * 'Variations differ sentence by sentence' went from 226 to 218 with it.
 * A viral line is no longer cut before an 'and' that joins two things of one clause ('… 40% off every parka'
 * / 'And wool coat from Friday …', now '… every parka and wool coat' / 'From Friday …'): 'variations
 * differ sentence by sentence' stayed at 218 (a reverted attempt had taken it from 226 to 237).
 * A bare name ('Acme Tools', a page that could not be read) is not said again under a catalogue hook that
 * says it ('Acme Tools just got a lot more interesting 👀' then 'Acme Tools.'): sentence by sentence 218 → 194
 * (every such post had held the hook, the name and the link, two places in three alike).
 * A page sentence that says all a kept key point says and more takes that key point's place ('Builds the
 * weekly rota in minutes' and 'Shiftly builds the weekly rota for restaurants in minutes' were both in every
 * 'Scraped SaaS homepage' post): sentence by sentence 194 → 198, the story and the normal post of that brief
 * now telling its first two lines alike (a reverted fix had taken it from 226 to 242).
 * Those figures are on the 39 briefs before the German, Spanish and French ones above; on the 42 briefs the
 * four changes together take 'variations differ' from 20 to 0 and 'variations differ sentence by sentence'
 * from 242 to 214.
 * 'no fragment cut from a sentence' (issue #15, section 1): a sentence of a post that is a piece of one of
 * the user's clauses, cut at a comma, a preposition or a conjunction, and holds no verb the clause had
 * (`offline-writer.quality-fragments.ts`). It counted 88 on the writer before it was fixed: viral lines
 * halved before their place or date ('From Friday 28 November to Sunday 30 November.', 'With Stripe and
 * PayPal.', 'At Hilltop Roasters.', 'Im Schnitt 12 Stunden Inventur pro Monat.'), and a long clause cut at a
 * comma ('Place du Théâtre.', 'Bon à savoir : place du Théâtre.', 'Con aceite de oliva, p. ej. de lavanda o
 * de romero, desde 6 € 🙌').
 * From 88 to 0: a line is cut at a comma or before 'from', 'until', 'with' only where both halves hold a
 * verb, and a viral line is halved only so; where the only phrase to cut at holds no verb it leads the line
 * ('From Friday 28 November to Sunday 30 November, our winter coat sale at Northpeak takes 40% off every
 * parka and wool coat.') or the line stays whole ('… organise une collecte de dons le samedi 12 octobre à
 * Lille, place du Théâtre.'); a line without a verb of its own still halves like a poster. A viral post
 * whose sentences could not be cut stacks them line by line in one paragraph, so it is not laid out as the
 * story ('variations differ' stays 0), and a clause naming no number, offer, date or name opens after a
 * clause with a fact another variation took ('Chaque don aide une famille du quartier' had become the
 * French informative opening once 'Place du Théâtre.' no longer made a clause of its own).
 * 'Variations differ sentence by sentence' went from 214 to 256: posts that had cut a sentence into pieces
 * now hold the user's whole sentences, as the other variations do ('Real estate listing' 10 → 21, 'Scraped
 * SaaS homepage' 8 → 20, 'French food drive ask' 4 → 10, 'Podcast episode' 1 → 6, 'Spanish soap shop ask'
 * 12 → 16, 'Weak subject: a winter coat sale' 0 → 4): the pieces had made them differ place by place.
 * The model reads the clock's 'am' as the verb 'to be': once it no longer counted as a verb after a number,
 * the rule found 8 more ('From 10 am to 4 pm at 12 Mill Lane, Leeds.' and 'Am on Rue Verte in Lyon.', cut at
 * German 'am' after '8'); 0 since 'am' after a number is no place to cut. A gerund after a preposition is no
 * clause's verb either ('Join our free webinar.' / 'On cutting cloud costs on 12 May at 3 pm CET.' had passed
 * as two sentences); the viral post now leads with the date ('On 12 May at 3 pm CET, join our free webinar
 * on cutting cloud costs.'), and sentence by sentence went from 256 to 264 (the B2B webinar's 8).
 * A product page's name is no line of its own under a hook that names it ('EcoSip Bottle just got a lot more
 * interesting 👀' then 'EcoSip Bottle.'), and viral lists the features before the page's sentences (without
 * the name's line, viral and engaging had told the same lines in the same order): 264 → 269.
 */
const allowed: Record<QualityRule, number> = {
  'facts kept': 0,
  'nothing invented': 0,
  'names kept whole': 0,
  'one call to action': 0,
  'no sentence or call to action twice': 0,
  'no filler line': 0,
  'no filler on a thin brief': 0,
  'no presupposed experience': 0,
  'no promise the user did not make': 0,
  'no team wording on a consumer brief': 0,
  'no internal text': 0,
  'real hashtags': 0,
  'hashtags not repeated in the body': 0,
  'variations differ': 0,
  'variations differ sentence by sentence': 269,
  'strategy true of the post': 0,
  'opening names a fact': 0,
  'no superlative the user did not write': 0,
  'sentence case and punctuation': 0,
  'no fragment cut from a sentence': 0,
};
const enforcedRules = qualityRules.filter((rule) => allowed[rule] === 0);
const pendingRules = qualityRules.filter((rule) => allowed[rule] > 0);

const allBriefs = loadBenchBriefs();
// A prompt that is only an instruction about media files, with nothing else, is refused before any writing.
const isRefused = (brief: (typeof allBriefs)[number]): boolean =>
  !brief.page && !brief.transcript && isMediaInstruction(brief.prompt);
const briefs = allBriefs.filter((brief) => !isRefused(brief));
const violations = new Map<QualityRule, string[]>(qualityRules.map((rule) => [rule, []]));

beforeAll(() => {
  for (const brief of briefs) {
    const request = buildWriteRequest({
      prompt: brief.prompt,
      language: brief.language,
      ...(brief.page ? { page: brief.page } : {}),
      ...(brief.transcript ? { transcript: brief.transcript } : {}),
    });
    const found = checkBriefPosts(brief, buildWriterBrief(request), writeOfflinePosts(request));
    for (const [rule, list] of found) violations.get(rule)?.push(...list);
  }
  const counts = qualityRules.map((rule) => `${rule}: ${violations.get(rule)?.length ?? 0}`);
  // QUALITY_RULE='<rule>' prints that rule's violations, to read what a change did.
  const shown = process.env.QUALITY_RULE;
  if (shown) console.info(violations.get(shown as QualityRule)?.join('\n'));
  console.info(`offline writer quality, ${briefs.length} briefs:\n  ${counts.join('\n  ')}`);
});

describe('the bench briefs', () => {
  it('has at least 30 varied briefs, some not in English, some with pages and transcripts', () => {
    expect(allBriefs.length).toBeGreaterThanOrEqual(30);
    expect(briefs.filter((brief) => brief.language !== 'en').length).toBeGreaterThanOrEqual(8);
    expect(briefs.filter((brief) => brief.page).length).toBeGreaterThanOrEqual(4);
    expect(briefs.filter((brief) => brief.transcript).length).toBeGreaterThanOrEqual(2);
    // Thin briefs: a reels transcript of a few words, a one-fact idea (in two languages), a bare topic.
    expect(briefs.filter((brief) => brief.thin).length).toBeGreaterThanOrEqual(4);
  });

  it("has a German, a Spanish and a French brief with the user's own ask and an abbreviation", () => {
    for (const language of ['de', 'es', 'fr'] as const) {
      const asking = briefs.filter(
        (brief) =>
          brief.language === language &&
          buildWriterBrief(buildWriteRequest({ prompt: brief.prompt, language })).hasAsk &&
          [...findReading(language).abbreviations, 'etc'].some((abbreviation) =>
            brief.prompt.toLowerCase().includes(`${abbreviation}. `),
          ),
      );
      expect(asking.length, language).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('a brief that is only an instruction about the files', () => {
  it('is refused by the API with the request for one line about the subject, so no post is written', () => {
    const refused = allBriefs.filter(isRefused);
    expect(refused.length).toBeGreaterThan(0);
    for (const brief of refused) {
      const parsed = createRunRequestSchema.safeParse({
        method: 'prompt',
        prompt: brief.prompt,
        platforms: ['instagram'],
        variations: ['normal'],
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/Add one line about what they show/u);
    }
  });
});

describe('offline posts a person could publish', () => {
  for (const rule of enforcedRules)
    it(`${rule}, in every post of every brief`, () => {
      expect(violations.get(rule)).toEqual([]);
    });
  for (const rule of pendingRules)
    it(`${rule}: no more than ${allowed[rule]} violations (not fixed yet)`, () => {
      expect(violations.get(rule)?.length ?? 0).toBeLessThanOrEqual(allowed[rule]);
    });
});
