/**
 * Openings built from the brief's own facts: each variation that opens with a hook leads with one of the
 * user's clauses (never the topic alone, never a superlative or promise the user did not write), chosen by
 * what that variation is for:
 *
 * - viral: the offer first (a percentage, a price, something free), then a number, then a date
 * - professional: the outcome (a number or a result with a name), alone or after a natural lead ('Worth
 *   knowing:'), no emoji
 * - engaging: the when and where (a date, a time), then the offer, with a short question to the reader
 * - informative: the clause with the most concrete details (numbers, dates, names), marked as the key fact
 *
 * The chosen clause leaves the body (it is said once, in the opening). The words around it are an emoji
 * (left out by the Conservative creativity range) or, for engaging, one short question per language that
 * presupposes nothing (no 'have you tried'). Pure.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import type { VariationId } from '../../../../shared/domain/platforms';
import type { WriterBrief } from './offline-writer.brief';
import type { VariantPicker } from './offline-writer.hash';
import type { PostIntent } from './languages/reading-rules';
import { withoutFinalPunctuation } from './offline-writer.text';
import { findCatalogue } from './languages/catalogue';
import { afterColon } from './offline-writer.colon';

/** The variations that open with a hook of their own. */
export type HookVariation = Extract<VariationId, 'viral' | 'professional' | 'engaging' | 'informative'>;

const offer =
  /[$€£¥₹]|\d\s?%|\b(?:free|gratis|gratuit|gratuite|kostenlos|gratuito|gratuita|grátis|off|discount|Rabatt|réduction|descuento|sconto|desconto|korting)\b/iu;
/** The word 'sale' names an offer without saying what it is ('Big sale this weekend!'): half an offer. */
const sale = /\b(?:sale|Rebajas|soldes|saldi|uitverkoop|Schlussverkauf|Ausverkauf)\b/iu;
const number = /\d/u;
const months =
  'jan(?:uary|uar|vier)?|feb(?:ruary|ruar)?|febbraio|février|febrero|fevereiro|februari|m(?:a|ä)r(?:ch|z|s|zo|ço|t)?|apr(?:il|ile)?|avril|abril|may|mai|mayo|maggio|maio|mei|june?|juni|juin|junio|giugno|junho|july?|juli|juillet|julio|luglio|julho|aug(?:ust|usti)?|août|agosto|sept?(?:ember)?|septembre|septiembre|settembre|setembro|oct(?:ober)?|okt(?:ober)?|octobre|octubre|ottobre|outubro|nov(?:ember)?|novembre|noviembre|novembro|dec(?:ember)?|dez(?:ember)?|décembre|diciembre|dicembre|dezembro';
const weekdays =
  '(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag';
const date = new RegExp(
  String.raw`(?<![\p{L}])(?:${months}|${weekdays})(?![\p{L}])|\d{1,2}(?::\d{2})?\s?(?:am|pm|Uhr|uur|h)(?![\p{L}])|\d{1,2}:\d{2}`,
  'iu',
);
/** A whole date or time with its numbers ('Saturday 14 June', '12 May', '2. März', '8 am'), to tell numbers from dates. */
const dateWithNumbers = new RegExp(
  String.raw`\d{1,2}\.?\s+(?:de\s+)?(?:${months})(?![\p{L}])(?:\s+\d{4})?|(?:${months})\.?\s+\d{1,2}(?!\d)|\d{1,2}(?::\d{2})?\s?(?:am|pm|Uhr|uur|h)(?![\p{L}])|\d{1,2}:\d{2}`,
  'giu',
);
/** A name inside a clause: two capitalised words in a row, not at its start ('Rue Verte', 'Ana Silva'). */
const name = /(?<=\S\s)\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+/u;

const weights: Record<HookVariation, { offer: number; number: number; date: number; name: number }> = {
  viral: { offer: 8, number: 4, date: 2, name: 1 },
  professional: { offer: 2, number: 8, date: 1, name: 4 },
  engaging: { offer: 4, number: 2, date: 8, name: 1 },
  informative: { offer: 3, number: 3, date: 3, name: 3 },
};

/**
 * How well `clause` opens a post of `variation` (0 when it holds no concrete fact: a bare 'sale' counts only
 * when `withSale`, as half an offer).
 */
function hookScore(clause: string, variation: HookVariation, withSale = true): number {
  const weight = weights[variation];
  const digits = clause.replace(dateWithNumbers, ' ');
  const offerScore = offer.test(clause) ? weight.offer : withSale && sale.test(clause) ? weight.offer / 2 : 0;
  return (
    offerScore +
    (number.test(digits) ? weight.number : 0) +
    (date.test(clause) ? weight.date : 0) +
    (name.test(clause) ? weight.name : 0)
  );
}

/** A clause offering the reader something: a discount or something free (not a bare price or percentage). */
const offerWords =
  /\b(?:free|gratis|gratuit|gratuite|kostenlos|gratuito|gratuita|grátis|off|discount|Rabatt|réduction|descuento|sconto|desconto|korting)\b/iu;

/** True when `clause` offers the reader something (a discount, something free). */
export function isOfferClause(clause: string): boolean {
  return offerWords.test(clause);
}

/** True when `clause` names a date or a time. */
export function hasDate(clause: string): boolean {
  return date.test(clause);
}

/** True when one of `clauses` holds a concrete fact (a number, an offer, a date or a name) to open with. */
export function hasConcreteFact(clauses: readonly string[]): boolean {
  return clauses.some((clause) => hookScore(clause, 'informative', false) > 0);
}

/** True when `clause` names an offer, a number or a date (a capitalised word is no detail in German). */
function namesDetail(clause: string): boolean {
  return offer.test(clause) || number.test(clause) || date.test(clause);
}

/**
 * True when `clause` is a headline that names no fact: five words at most, and no number, offer, date or
 * name, not even a capitalised word inside it ('How to start running', 'Big sale this weekend!').
 */
function namesNothing(clause: string): boolean {
  return (
    clause.trim().split(/\s+/u).length <= 5 &&
    hookScore(clause, 'informative', false) === 0 &&
    !/(?<=\S\s)\p{Lu}/u.test(clause)
  );
}

/**
 * True when `clause`, of any length, names no number, offer, date or name, not even a capitalised word
 * inside it, nor lists things ('Tagliatelle al ragù, acqua e caffè inclusi' does): 'Chaque don aide une
 * famille du quartier' opens after a clause with a fact another variation took, before a clause too long
 * for an opening.
 */
function namesNoDetail(clause: string): boolean {
  return hookScore(clause, 'informative', false) === 0 && !/(?<=\S\s)\p{Lu}|,/u.test(clause);
}

/** The order in which variations choose their opening: a later one takes another clause where there is one. */
const choosingOrder: readonly HookVariation[] = ['viral', 'engaging', 'professional', 'informative'];

function bestClause(
  clauses: readonly string[],
  variation: HookVariation,
  taken: ReadonlySet<number>,
  isAsk: (clause: string) => boolean,
): number {
  let found = -1;
  let foundScore = Number.NEGATIVE_INFINITY;
  clauses.forEach((clause, index) => {
    const own = hookScore(clause, variation);
    const ask = isAsk(clause);
    // A clause another variation opens with comes after every untaken one. A report's headline or a key
    // fact is not the user's ask ('The key point: book a workshop slot', '📌 Book a workshop slot').
    // The user's ask opens a post only when nothing else is left, except a viral or engaging post's ask
    // that names a fact ('Join our free webinar on 12 May'; never 'Reservieren Sie jetzt – was sagst du?').
    const isLastResortAsk =
      ask && (!namesDetail(clause) || (variation !== 'viral' && variation !== 'engaging'));
    // A headline that names nothing ('How to start running', 'Big sale this weekend!') opens only when no
    // clause with a fact is left, even one another variation opens with.
    // A clause too long for an opening comes after every shorter one with a fact, even a taken one, but
    // before a headline that names nothing ('¿Buscas un regalo original?') and before the user's ask
    // (taken 100 < taken and too long 240 < names nothing 300 < the ask 350 < a taken headline 400).
    const penalty =
      (taken.has(index) ? 100 : 0) +
      (namesNothing(clause) ? 300 : namesNoDetail(clause) ? 150 : 0) +
      (isLastResortAsk ? 350 : 0) +
      (clause.length > 120 ? 140 : 0);
    const score = own - penalty;
    if (score > foundScore) {
      found = index;
      foundScore = score;
    }
  });
  return found;
}

/**
 * Index in `clauses` of the one `variation` opens with: its best by `hookScore` that is at most 120
 * characters, the first told on ties; the variations choose in turn (viral, engaging, professional,
 * informative), and each takes a clause no earlier one took while there is one, so no two open alike, but
 * a clause that names nothing at all only when no other is left (another's opening fact comes first, then
 * a clause with a fact longer than 120 characters). A
 * clause `isAsk` says is the user's ask opens only when no other is left, except a viral or engaging post's
 * ask that names a fact ('Join our free webinar on 12 May'). A brief without any concrete fact opens
 * with its first clause (the topic, in the user's words). `avoided` clauses count as taken for `variation`
 * (it opens with one only when no other is left). -1 for an empty list.
 */
export function pickHookClause(
  clauses: readonly string[],
  variation: HookVariation,
  isAsk: (clause: string) => boolean = () => false,
  avoided: ReadonlySet<number> = new Set(),
): number {
  const taken = new Set<number>();
  for (const current of choosingOrder) {
    if (current === variation) return bestClause(clauses, current, new Set([...taken, ...avoided]), isAsk);
    const found = bestClause(clauses, current, taken, isAsk);
    taken.add(found);
  }
  return -1;
}

/** A short question to the reader per language and intent: asks for an intention, presupposes nothing. */
const questions: Record<'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl', Record<'event' | 'other', string>> = {
  en: { event: 'who’s coming?', other: 'what do you say?' },
  de: { event: 'wer ist dabei?', other: 'was sagst du?' },
  fr: { event: 'qui vient\u00a0?', other: 'qu’en dites-vous\u00a0?' },
  es: { event: '¿quién se apunta?', other: '¿qué te parece?' },
  it: { event: 'chi viene?', other: 'che ne dici?' },
  pt: { event: 'quem vem?', other: 'o que acha?' },
  nl: { event: 'wie komt er?', other: 'wat vind jij?' },
};

function questionFor(language: ContentLanguage, intent: PostIntent): string | undefined {
  const pool = (questions as Partial<Record<ContentLanguage, Record<'event' | 'other', string>>>)[language];
  return pool?.[intent === 'event' ? 'event' : 'other'];
}

/**
 * The opening line of `variation` made of `clause` (one of the user's clauses): an emoji around it (viral,
 * informative), the plain clause (professional), or the clause and a short question (engaging).
 */
export function writeHook(
  clause: string,
  variation: HookVariation,
  brief: WriterBrief,
  picker: VariantPicker,
): string {
  const kept = withoutFinalPunctuation(clause);
  const ending = /[!?…]$/u.test(clause.trim()) ? clause.trim().slice(-1) : '.';
  // A line that loses its '!' or '?' loses the '¡' or '¿' that opened it (Spanish marks come in pairs).
  const bare = kept.replace(/^[¡¿]\s*/u, '');
  switch (variation) {
    case 'viral':
      return picker.pick('hook', [
        `🔥 ${ending === '.' ? bare : kept}${ending === '.' ? '' : ending}`,
        `${bare} 👀`,
        `👉 ${kept}${ending}`,
        `${bare} 🙌`,
      ] as const);
    case 'professional': {
      // A report's headline: the outcome in the user's words, alone or after a natural lead; no emoji.
      const leads = findCatalogue(brief.language)?.professional.leads;
      const lead = leads ? picker.pick('lead', leads) : '';
      return lead ? `${lead} ${afterColon(kept, brief)}${ending}` : `${kept}${ending}`;
    }
    case 'engaging': {
      const question = questionFor(brief.language, brief.intent);
      return question ? `${bare} – ${question}` : `${kept}${ending}`;
    }
    case 'informative':
      return `📌 ${kept}${ending}`;
  }
}
