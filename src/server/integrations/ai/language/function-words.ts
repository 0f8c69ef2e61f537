/**
 * Short lists of frequent function words (articles, pronouns, prepositions, conjunctions) per language, the
 * evidence the detector uses for texts too short for franc's trigrams ('Sommerfest am 21. Juni'). A word
 * may belong to several languages; each occurrence counts for every language that has it.
 */
import type { ContentLanguage } from '../../../../shared/domain/content-languages';

const lists: Partial<Record<ContentLanguage, string>> = {
  en: 'the and of to is are for with our your this that you we on at my it be from by about new will how what',
  de: 'ich es nicht der die das und ist mit für ein eine einen dem den des auf im am zum zur bei unsere unser unseren nicht auch wir ihr euch du sind über zu von aus diesem dieser heute',
  fr: "le la les et des du une un pour avec est sont nous vous notre nos votre sur dans au aux ce cette à l' d' qu' c'est chez en on tout tous pas ne qui il elle",
  es: 'no se lo me te el los las y del con para por es son nuestra nuestro nuestros nuestras una un al este esta tu su sus en de la que',
  it: 'non si ci mi ti il lo gli e della del con per è sono nostro nostra nostri una un di nel nella alla al questo questa in la che',
  pt: 'não se o os as e do da dos das com para é são nossa nosso nossos uma um em na no ao à de que',
  nl: 'de het een en van voor met is zijn onze ons op bij naar niet wij jullie',
  pl: 'i w z na się jest do dla nasza nasz od za że oraz',
};

/** Function words by language, lower case (elided French forms keep their apostrophe: "l'", "d'"). */
export const functionWords: ReadonlyMap<ContentLanguage, ReadonlySet<string>> = new Map(
  Object.entries(lists).map(([language, words]) => [language as ContentLanguage, new Set(words.split(' '))]),
);
