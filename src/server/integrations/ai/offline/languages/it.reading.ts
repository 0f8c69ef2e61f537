/** How the offline writer reads an Italian brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** Italian reading rules. */
export const itReading: LanguageReadingSource = {
  extraStopWords:
    'scrivi scrivere crea creare genera fai fare prepara presenta presentare mostra condividi condividere ' +
    'vieni venite scopri scoprite goditi approfitta approfittate unisciti iscriviti prenota prenotate ' +
    'ordina prova provate offre offriamo apre apriamo inaugura festeggia festeggiamo cerca cerchiamo ' +
    'può possono puoi possiamo è sono siamo sarà saranno ha hanno abbiamo va andiamo usa usi ' +
    'post pubblicazione pubblicazioni testo testi contenuto contenuti nuovo nuova nuovi nuove migliore ' +
    'migliori ogni tutto tutti tutta tutte molto bene anche ancora già ora adesso presto oggi domani ieri ' +
    'da fino più meno due tre quattro cinque dieci cento primo prima volta ora ore giorno giorni ' +
    'settimana settimane mese mesi anno anni euro lunedì martedì mercoledì giovedì venerdì sabato domenica ' +
    'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre ciao ' +
    'salve grazie ecco allora quindi consigli idee passi motivi gratis gratuito gratuita tuo tua tuoi tue ' +
    'nostro nostra nostri nostre vostro vostra suo sua loro questo questa questi queste quel quella grande grandi piccolo piccola bello bella buono buona',
  metaWords:
    'social contenuto contenuti post pubblicazione video clip immagine immagini foto reel campagna ' +
    'piattaforma piattaforme questo questa per su',
  instructionPrefixes: [
    /^(?:per\s+favore\s*,?\s+)?(?:(?:puoi|potresti)\s+)?(?:scriv\w*|cre[ai]\w*|gener\w*|fai|fammi|prepar\w*|ho\s+bisogno\s+di|vorrei)\s+(?:(?:un|una|uno|dei|delle|degli|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:post|pubblicazion[ei]|test[oi]|didascali[ae]|tweet|annunci[oi]?|contenut[oi])\s+(?:su|sul|sulla|sui|per|riguardo\s+a)\s+(?:(?:il|la|lo|i|gli|le|l['’]|nostro|nostra)\s*)?/iu,
    /^(?:un\s+)?(?:post|pubblicazione)\s+(?:su|sul|sulla|per)\s+/iu,
  ],
  intents: [
    ['promotion', /(?:offerta|sconto|saldi|promo|coupon|gratis|spedizione gratuita|-?\d+\s?%)/iu],
    [
      'event',
      /(?:evento|workshop|laboratorio|conferenza|incontro|festa|sagra|festival|concerto|inaugura|apre|prenota)/iu,
    ],
    ['launch', /(?:nuov[oaie]|novità|lancia|lancio|presenta|scopri)/iu],
    ['howto', /(?:consigli|trucchi|guida|passi|come|impara|tutorial)/iu],
    ['story', /(?:storia|avventura|dietro le quinte|fondato|iniziato|esperienza|percorso)/iu],
  ],
  audienceNouns:
    'principianti genitori famiglie bambini studenti insegnanti imprenditori clienti corridori sportivi ' +
    'viaggiatori lettori soci vicini anziani squadre professionisti fan',
  spokenFiller: /^(?:(?:allora|ehm+|eh+|dunque|ecco|ok(?:ay)?|cioè)\b[,\s]*)+/iu,
  greeting: /^(?:ciao|salve|buongiorno|buonasera|benvenut[ie]|grazie)\b/iu,
  determiners: [
    'il nostro',
    'la nostra',
    'i nostri',
    'le nostre',
    'il mio',
    'la mia',
    'il',
    'la',
    'lo',
    'i',
    'gli',
    'le',
    "l'",
  ],
  connectors: 'di del della dei delle al alla ai in con',
  abbreviations: ['sig', 'sig.ra', 'dott', 'dott.ssa', 'ecc', 'p. es', 'ca', 'n', 'tel', 'v'],
  elision: /^(?:l|d|dell|all|dall|nell|sull|un|c|quest|quell|po)['’]/iu,
  timeWords:
    'mezzogiorno mezzanotte mattina mattino pomeriggio sera serata notte weekend ora ore minuto minuti',
};
