/** How the offline writer reads a Dutch brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** Dutch reading rules. */
export const nlReading: LanguageReadingSource = {
  extraStopWords:
    'schrijf schrijven maak maken maakt genereer genereren bedenk stel opstellen help helpen toon tonen laat ' +
    'deel delen kom komt komen langs haal probeer probeert ontdek ontdekken reserveer reserveren boek boeken ' +
    'meld aanmelden bestel bestellen geeft geven geef krijg krijgt kost kosten gratis opent openen viert ' +
    'vieren bieden biedt wil willen kan kunnen moet moeten mag mogen gaat gaan zegt zeggen zijn is was ' +
    'bericht berichten post posts tekst teksten inhoud content nieuw nieuwe nieuwste beste mooi mooie ' +
    'leuk leuke super geweldig elke elk ieder iedere alle alles heel echt gewoon al nog altijd nooit ' +
    'vandaag morgen gisteren nu binnenkort zojuist ongeveer rond vanaf tot per uur euro procent dag dagen ' +
    'week weken jaar jaren maand maanden tijd keer eerste tweede hallo hoi hey beste lieve jullie je jij ' +
    'jouw onze ons mijn mij tips tip redenen ideeën stappen even eens toch dus wel ja nee oké ' +
    'tussen naast boven onder achter binnen buiten zonder tijdens sinds drink drinken eet eten',
  metaWords:
    'social media inhoud content bericht berichten post posts video videos clip clips afbeelding ' +
    "afbeeldingen foto foto's reel reels opname campagne platform platforms deze dit voor over maak schrijf",
  instructionPrefixes: [
    /^(?:(?:kun|kan|wil)\s+(?:je|jij|u)\s+)?(?:(?:voor\s+)?(?:mij|ons)\s+)?(?:schrijf|schrijven|maak|maken|genereer|bedenk|stel\s+\w+\s+op|ik\s+heb|wij\s+hebben|we\s+hebben)\s+(?:(?:een|wat|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:berichten|bericht|posts?|teksten|tekst|captions?|tweets?|aankondiging(?:en)?|updates?)\s+(?:nodig\s+)?(?:over|voor|om|rond)\s+(?:(?:de|het|een|onze|ons)\s+)?/iu,
    /^(?:een\s+)?(?:bericht|post)\s+(?:over|voor)\s+/iu,
  ],
  intents: [
    ['promotion', /(?:korting|aanbieding|actie\b|uitverkoop|sale\b|kortingscode|gratis|\d+\s?%)/iu],
    [
      'event',
      /(?:evenement|workshop|seminar|congres|bijeenkomst|feest|festival|concert|opening|opent|viert|kom langs)/iu,
    ],
    ['launch', /(?:\bnieuwe?\b|introduceren|introduceert|lancering|lanceren|presenteren|vanaf nu)/iu],
    ['howto', /(?:\btips?\b|handleiding|zo doe je|stappen|leren|hoe je|hoe u|uitleg)/iu],
    ['story', /(?:verhaal|begonnen|opgericht|achter de schermen|ervaring|onze reis)/iu],
  ],
  audienceNouns:
    'beginners ouders gezinnen kinderen leerlingen studenten docenten leraren ondernemers zzpers zzp’ers ' +
    'bedrijven klanten hardlopers sporters reizigers gamers lezers leden fans senioren teams managers ' +
    'professionals buren fietsers',
  spokenFiller: /^(?:(?:dus|eh+|uh+|oké|ok|ja|nou|zo)\b[,\s]*)+/iu,
  greeting: /^(?:hallo|hoi|hey|hi|goedemorgen|goedemiddag|goedenavond|welkom|bedankt|dank je)\b/iu,
  determiners: ['onze', 'ons', 'mijn', 'jouw', 'de', 'het'],
  abbreviations: [
    'bijv',
    'bv',
    'o.a',
    'd.w.z',
    'ca',
    'nr',
    'incl',
    'excl',
    'evt',
    'enz',
    'dhr',
    'mevr',
    'tel',
  ],
  timeWords: 'middag ochtend avond nacht weekend middernacht uur uren minuut minuten',
};
