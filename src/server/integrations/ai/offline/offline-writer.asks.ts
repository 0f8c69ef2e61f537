/**
 * The user's own asks: sentences of the brief that tell the reader to act ('Book a workshop slot at the info
 * desk', 'Reservieren Sie jetzt', '¡Reserva tu plaza!', 'Inscrivez-vous avant le 5 mai'). Such a sentence is
 * the post's call to action: the writer adds none of its own, and the strategy note counts it. English is
 * read by the model (`isEnglishAsk`); German, Spanish and French by a short list of imperative openings per
 * language (a question is never an ask). Other languages have no list: no sentence of theirs is an ask. Pure.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';
import { isEnglishAsk } from './languages/en.nlp';

/**
 * Imperative openings per language, after an optional '¡' and 'jetzt'/'ya'/'vite'. German: the formal 'Sie'
 * form ('Reservieren Sie', 'Melden Sie sich'), the 'du' form of the usual asks ('Komm vorbei', 'Sichere dir')
 * and the infinitive ask of ads ('Jetzt Tickets sichern!'). Spanish and French: the 'tú'/'usted' and 'tu'/'vous'
 * forms of booking, buying, coming, joining and signing up.
 */
const imperativeOpenings: Partial<Record<ContentLanguage, RegExp>> = {
  de: new RegExp(
    String.raw`^(?:jetzt\s+|gleich\s+|einfach\s+)?(?:\p{L}+en\s+Sie\b|(?:komm|hol|sichere?|bestell|buch|reservier|meld|schau|probier|entdecke?|besuch|lad|spende?|mach|kauf|teil|folge?|abonnier|registrier)\s+(?:dir|dich|uns|vorbei|mit|jetzt|gleich|\p{L}+\s+(?:an|vorbei|mit))\b)|^jetzt\s+(?:\p{L}+\s+){0,4}(?:sichern|buchen|bestellen|reservieren|anmelden|kaufen|vorbeikommen|spenden|entdecken|probieren|herunterladen)\b`,
    'iu',
  ),
  es: /^¡?\s*(?:ya\s+)?(?:reserva|reserve|ven|venga|vení|apúntate|apúntese|inscríbete|inscríbase|pide|pida|compra|compre|descubre|descubra|visita|visítanos|visite|llama|llámanos|escríbenos|únete|únase|consigue|consiga|aprovecha|aproveche|regístrate|regístrese|descarga|descargue|prueba|pruebe|participa|participe|dona|done|no te lo pierdas|no se lo pierda)\b/iu,
  fr: /^(?:vite\s*,?\s*)?(?:réservez|réserve|venez|viens|inscrivez-vous|inscris-toi|commandez|commande|rejoignez|rejoins|découvrez|découvre|profitez|profite|achetez|achète|appelez|appelle|téléchargez|télécharge|participez|participe|passez|passe|retrouvez-nous|essayez|essaie|donnez|faites un don|n[’']hésitez pas|ne manquez pas)\b/iu,
};

/** True when `sentence` (one sentence of the brief, in `language`) asks the reader to act. */
export function isBriefAsk(sentence: string, language: ContentLanguage): boolean {
  const text = sentence.trim();
  if (text === '' || /[?？]\s*$/u.test(text)) return false;
  if (language === 'en') return isEnglishAsk(text);
  return imperativeOpenings[language]?.test(text) ?? false;
}

/** The sentences of `lines` (the brief's topic and facts) that ask the reader to act, in order. */
export function findBriefAsks(lines: readonly string[], language: ContentLanguage): string[] {
  return lines.filter((line) => isBriefAsk(line, language));
}

const wordsOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * True when `content` says one of `asks` (a platform may have lower-cased its first word after a lead or cut
 * its end on X: the ask counts while its first six words are there).
 */
export function hasBriefAsk(content: string, asks: readonly string[]): boolean {
  const said = wordsOf(content);
  return asks.some((ask) => {
    const words = wordsOf(ask).split(' ').slice(0, 6).join(' ');
    return words !== '' && ` ${said} `.includes(` ${words} `);
  });
}
