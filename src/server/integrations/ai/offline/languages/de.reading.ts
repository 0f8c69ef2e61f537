/** How the offline writer reads a German brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** German reading rules. */
export const deReading: LanguageReadingSource = {
  extraStopWords:
    'schreib schreibe schreiben erstell erstelle erstellen generiere mach mache machen verfasse formuliere ' +
    'brauche brauchen hilf zeig zeige zeigen teile teilen kommt komm kommen vorbei hol holt probier probiert ' +
    "entdecke entdeckt sichere sichert meldet melde anmelden bucht buche reserviere gibt gibt’s gibts gibt's " +
    'kostet kosten kostenlos gratis eröffnet eröffnen öffnet öffnen feiert feiern backen backt bieten bietet ' +
    'freuen freut dürfen darf sollen soll wollen will können kann müssen muss geht gehen sagen sagt ' +
    'beitrag beiträge post posts text texte inhalt inhalte neu neue neuen neuer neues neuem toll tolle ' +
    'super großartig beste besten erste ersten zweite jeden jedem jeder jedes jede alle allen alles ganz ' +
    'mal einfach wirklich schon noch immer nie heute morgen gestern jetzt bald gerade etwa rund ab bis je pro ' +
    'uhr euro prozent tag tage woche wochen jahr jahre monat monate zeit stunde stunden minute minuten ' +
    'montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz april mai juni juli ' +
    'august september oktober november dezember anfang mitte ende hallo hi hey liebe lieben leute ihr euch ' +
    'eure euer dich dir mich mir uns unser unsere unseren unserem unserer unseres dein deine deinen ' +
    'ja nein okay also halt eben tipps tipp gründe ideen schritte womit wofür worauf',
  metaWords:
    'social media inhalt inhalte beitrag beiträge post posts video videos clip clips bild bilder foto fotos ' +
    'reel reels aufnahme kampagne plattform plattformen diesem dieses diese zu für erstelle schreib',
  instructionPrefixes: [
    /^(?:bitte\s+)?(?:(?:kannst|könntest)\s+du\s+)?(?:mir\s+|uns\s+)?(?:schreib\w*|erstell\w*|generier\w*|mach\w*|verfass\w*|formulier\w*|ich\s+brauche|wir\s+brauchen)\s+(?:mir\s+|uns\s+)?(?:(?:einen|eine|ein|ein\s+paar|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:beitr[aä]ge?|posts?|texte?|inhalte?|ank[uü]ndigungs?\w*|captions?|tweets?|updates?)\s+(?:über|zu|zum|zur|für)\s+(?:(?:den|die|das|dem|der|unseren|unsere|unser|unserem|unserer)\s+)?/iu,
    /^(?:ein\s+)?(?:beitrag|post)\s+(?:über|zu|zum|zur)\s+/iu,
  ],
  intents: [
    ['promotion', /(?:rabatt|angebot|aktion|sale\b|gutschein|reduziert|sparen|gratis|kostenlos|\d+\s?%)/iu],
    [
      'event',
      /(?:veranstaltung|workshop|seminar|konferenz|treffen|fest\b|festival|konzert|eröffn|öffnet|feier)/iu,
    ],
    ['launch', /(?:\bneu(?:e[nmrs]?)?\b|neuheit|vorstellen|stellen\s+\w+\s+vor|launch|ab sofort)/iu],
    ['howto', /(?:\btipps?\b|anleitung|so geht|schritt|lernen|wie man|wie du|zeige ich euch|ratgeber)/iu],
    ['story', /(?:geschichte|angefangen|gegründet|hinter den kulissen|erfahrung|unser weg)/iu],
  ],
  audienceNouns:
    'anfänger anfängerinnen eltern familien kinder schüler studierende studenten lehrer lehrkräfte ' +
    'gründer selbstständige unternehmen kunden kundinnen läufer sportler reisende gamer leser mitglieder ' +
    'fans senioren teams führungskräfte profis fortgeschrittene nachbarn',
  spokenFiller: /^(?:(?:also|ähm+|äh+|ok(?:ay)?|ja|so|na)\b[,\s]*)+/iu,
  greeting:
    /^(?:hallo|hi|hey|servus|moin|guten (?:morgen|tag|abend)|herzlich willkommen|willkommen|danke)\b/iu,
  determiners: ['unsere', 'unser', 'unseres', 'meine', 'mein', 'deine', 'dein'],
  abbreviations: [
    'z. b',
    'z.b',
    'u. a',
    'u.a',
    'd. h',
    'd.h',
    'bzw',
    'ca',
    'nr',
    'str',
    'inkl',
    'evtl',
    'ggf',
    'usw',
    'dr',
    'st',
    'vgl',
    'tel',
    'mo',
    'di',
    'mi',
    'do',
    'fr',
    'sa',
  ],
  capitalizesNouns: true,
  // A capitalised sentence opener before a pronoun is a verb ('Suchen Sie ein Geschenk?', 'Habt ihr Zeit?').
  objectWords: 'sie du ihr wir euch uns dich mich sich man',
  timeWords:
    'mittag mitternacht morgen vormittag nachmittag abend nacht wochenende stunde stunden minute minuten',
};
