/**
 * The phrase catalogue of the offline writer: every phrase it adds to the user's own sentences (hooks,
 * connectives, calls to action, platform lines, strategy notes, prompt hints), one catalogue per language,
 * written idiomatically in that language rather than translated word for word. A language without a
 * catalogue gets posts made of the user's sentences only.
 *
 * Where a phrase mentions the subject in a language that inflects articles or cases, it puts the subject
 * where no agreement is needed (a label before a colon, or after one), so 'unsere Bäckerei' or
 * 'la boulangerie' read correctly whatever their gender.
 */
import type { PlatformId, VariationId } from '../../../../../shared/domain/platforms';
import {
  isCatalogueLanguage,
  type CatalogueLanguage,
  type ContentLanguage,
} from '../../../../../shared/domain/content-languages';
import type { WriterBrief } from '../offline-writer.brief';
import { deCatalogue } from './de.catalogue';
import { enCatalogue } from './en.catalogue';
import { esCatalogue } from './es.catalogue';
import { frCatalogue } from './fr.catalogue';
import { itCatalogue } from './it.catalogue';
import { nlCatalogue } from './nl.catalogue';
import { ptCatalogue } from './pt.catalogue';
import type { PostIntent } from './reading-rules';

/** A phrasing: text made from the brief. */
export type Phrase = (brief: WriterBrief) => string;
/** A non-empty pool of phrasings for one slot; the writer picks one with a stable hash. */
export type PhrasePool = readonly [Phrase, ...Phrase[]];

/** What an enhanced prompt's hints are made of (offline prompt enhancement). */
export interface EnhancementParts {
  /** The prompt without earlier hints and final punctuation. */
  base: string;
  intent: PostIntent;
  /** Who the prompt names as its audience, if anyone. */
  audience: string | undefined;
  /** The subject phrase, or undefined when the prompt names none. */
  subject: string | undefined;
  /** Up to four key terms of the prompt. */
  keyTerms: string[];
}

/**
 * The figures of a written post a strategy note states: each one measured on the post as the platform will
 * show it, so the note can never contradict the post ('0 hashtags help discovery').
 */
export interface NoteFigures {
  platformName: string;
  /** Characters as the platform counts them, and its limit, formatted for the language. */
  length: string;
  limit: string;
  /** The length against the platform's usual sweet spot. */
  fit: 'short' | 'ideal' | 'long';
  hashtags: number;
  emoji: number;
  asksQuestion: boolean;
  hasCallToAction: boolean;
  /** The first price or percentage of the post ('€2.50', '20%'), if any. */
  figure: string | undefined;
}

/** Every phrase the offline writer adds, in one language. */
export interface PhraseCatalogue {
  language: CatalogueLanguage;
  /** The topic when the prompt has no words at all. */
  fallbackTopic: string;
  /** The subject when the brief has no key term, page title or domain to mention. */
  fallbackSubject: string;
  /** Joins a list: 'a, b and c'. */
  joinList(items: string[]): string;
  /** A reduced price with the price it replaces ('$39 (was $49)'). */
  wasPrice(price: string, original: string): string;
  viral: {
    hooks: PhrasePool;
    curiosityGaps: PhrasePool;
    callsToAction: PhrasePool;
    priceLine(price: string): string;
  };
  professional: {
    /**
     * What may stand before the outcome clause that opens a professional post ('' = the clause alone), as a
     * person would open a report: 'Worth knowing: …', never a stiff label such as 'In brief:'.
     */
    leads: readonly [string, ...string[]];
    hooks: PhrasePool;
    keyStrengths(first: string, second: string): string;
    source(title: string): string;
  };
  /** A supporting sentence by intent, where the brief has no fact to offer. */
  supportLines: Record<PostIntent, PhrasePool>;
  engaging: { hooks: PhrasePool; invitations: PhrasePool };
  storytelling: {
    /** Leads the story's outcome when it is an offer to the reader ('What it means for you: …'). */
    outcomeLead: string;
    moments: PhrasePool;
    tensions: PhrasePool;
    resolutions: PhrasePool;
  };
  informative: { hooks: PhrasePool; callsToAction: PhrasePool };
  normal: { callsToAction: PhrasePool };
  platforms: {
    linkInBio: string;
    facebookQuestions: PhrasePool;
  };
  notes: {
    variationReasons: Record<VariationId, string>;
    /** What the post holds, measured on the post as written (see `offline-writer.note.ts`). */
    figures(figures: NoteFigures): string;
    /** When to post on each platform, lower-case (it follows the figures after a semicolon). */
    timing: Record<PlatformId, string>;
    /** Opens the note of a post written because the AI answer was not a usable JSON array. */
    unusableAnswerPrefix: string;
    /** Opens the note of a post written because the AI answer left its platform and variation out. */
    missingPairPrefix: string;
  };
  enhancement: {
    /** Starts the hints of an enhanced prompt; enhancing again replaces what follows it. */
    marker: string;
    write(parts: EnhancementParts): string;
  };
}

const catalogues: Record<CatalogueLanguage, PhraseCatalogue> = {
  en: enCatalogue,
  de: deCatalogue,
  es: esCatalogue,
  fr: frCatalogue,
  it: itCatalogue,
  pt: ptCatalogue,
  nl: nlCatalogue,
};

/** The catalogue of `language`, or undefined when it has none (the writer then adds no phrases). */
export function findCatalogue(language: ContentLanguage): PhraseCatalogue | undefined {
  return isCatalogueLanguage(language) ? catalogues[language] : undefined;
}

/** Every catalogue (for tests and for recognising any language's prompt hints). */
export const allCatalogues: readonly PhraseCatalogue[] = Object.values(catalogues);
