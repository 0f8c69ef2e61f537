/** How the offline writer reads a French brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** French reading rules. */
export const frReading: LanguageReadingSource = {
  extraStopWords:
    'écris écrivez écrire rédige rédigez rédiger crée créez créer génère générez fais faites faire ' +
    'présente présentez présenter propose proposez montre montrez partage partagez partager ' +
    'venez viens découvrez découvre profitez profite rejoignez rejoins inscrivez inscris réservez réserve ' +
    'commandez goûter goûtez tester testez essayez offre offrons ouvre ouvrons ouvrira fête fêtons célèbre ' +
    'cherche cherchons compte comptons avez avons êtes sommes peut peuvent pouvez faut va vont sera seront ' +
    'publication publications post posts texte textes contenu nouveau nouvelle nouveaux nouvelles ' +
    'super génial top meilleur meilleure meilleurs chaque tout tous toute toutes très bien aussi encore ' +
    "déjà maintenant bientôt aujourd’hui aujourd'hui demain hier dès jusqu jusqu’ jusqu' plus moins " +
    'deux trois quatre cinq dix cent premier première fois heure heures jour jours semaine semaines ' +
    'mois an ans année années euro euros lundi mardi mercredi jeudi vendredi samedi dimanche janvier ' +
    'février mars avril mai juin juillet août septembre octobre novembre décembre bonjour salut merci ' +
    'voici voilà alors donc bref astuces conseils idées étapes raisons libre gratuit gratuite gratuits grand grande grands grandes petit petite petits petites beau belle bon bonne ' +
    'pourquoi comment combien quand quoi lequel laquelle lesquels lesquelles six sept huit neuf',
  metaWords:
    'réseaux sociaux contenu publication publications post posts vidéo vidéos clip image images photo ' +
    'photos reel reels campagne plateforme plateformes cette ce ces pour sur présentez produit communauté',
  instructionPrefixes: [
    /^(?:s'il\s+(?:te|vous)\s+plaît\s*,?\s+)?(?:(?:peux|pourrais|pouvez|pourriez)[-\s](?:tu|vous)\s+)?(?:écri\w*|rédig\w*|cré\w*|génér\w*|fai[st]\w*|propos\w*|j'ai\s+besoin\s+d['’]|il\s+me\s+faut)\s*(?:(?:un|une|des|quelques|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:publications?|posts?|textes?|légendes?|tweets?|annonces?|contenus?)\s+(?:sur|pour|à\s+propos\s+d[eu']|autour\s+d[eu'])\s*(?:(?:le|la|les|l['’]|notre|nos)\s*)?/iu,
    /^(?:une?\s+)?(?:publication|post)\s+(?:sur|pour)\s+/iu,
  ],
  intents: [
    [
      'promotion',
      /(?:promo|soldes|réduction|remise|offre|bon plan|code|gratuit|livraison offerte|-?\d+\s?%)/iu,
    ],
    [
      'event',
      /(?:événement|évènement|atelier|salon|conférence|rencontre|fête|festival|concert|inauguration|ouvre|collecte|dégustation)/iu,
    ],
    ['launch', /(?:nouveau|nouvelle|nouveauté|lance|lancement|découvrez|présente|dévoile)/iu],
    ['howto', /(?:astuces?|conseils?|guide|étapes?|comment|apprendre|tuto)/iu],
    ['story', /(?:histoire|aventure|coulisses|fondé|débuts|parcours|expérience)/iu],
  ],
  audienceNouns:
    'débutants débutantes parents familles enfants élèves étudiants enseignants entrepreneurs indépendants ' +
    'clients clientes coureurs sportifs voyageurs lecteurs membres bénévoles habitants seniors équipes ' +
    'professionnels fans voisins',
  spokenFiller: /^(?:(?:alors|euh+|bon|ben|donc|voilà|ok(?:ay)?)\b[,\s]*)+/iu,
  greeting: /^(?:bonjour|salut|coucou|bonsoir|bienvenue|merci)\b/iu,
  determiners: ['notre', 'nos', 'votre', 'vos', 'mon', 'ma', 'mes', 'la', 'le', 'les', "l'"],
  connectors: 'de du des au aux à en',
  abbreviations: ['m', 'mme', 'mlle', 'dr', 'st', 'ste', 'p. ex', 'env', 'cf', 'av', 'bd', 'n°'],
  elision: /^(?:l|d|j|m|t|s|c|n|qu|jusqu|lorsqu|puisqu|quoiqu)['’]/iu,
  // 'l' and 'd' are the elided article and preposition ("l'entrée", "d'olive").
  nounMarkers:
    'l d le la les un une des du au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet ' +
    'cette ces chaque quelques plusieurs tout toute tous toutes aucun aucune à avec chez contre dans de en ' +
    'entre par pour sans sous sur vers après avant pendant dès depuis et ou ni grand grande grands grandes ' +
    'petit petite petits petites beau bel belle beaux belles bon bonne bons bonnes nouveau nouvel nouvelle ' +
    'nouveaux nouvelles meilleur meilleure meilleurs meilleures premier première premiers premières deux ' +
    'trois quatre cinq six sept huit neuf dix douze vingt cent mille',
  objectWords:
    'le la les un une mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces me ' +
    'te se nous vous lui',
  verbMarkers: 'je tu il elle on nous vous ils elles pourquoi comment où quand',
  // '-ent' without 'm' before it: the third person plural ('suffisent'), not '-ment' nouns and adverbs.
  verbEndings: /(?:ez|aient|erons|eront|erez|irons|iront|irez|issons|issez|èrent|(?<!m)ent)$/u,
  infinitiveEndings: /(?:er|ir|re)$/u,
  verbEndingNouns:
    'nez accent accident adolescent agent argent cent client continent dent excellent incident ingrédient ' +
    'intelligent orient occident parent patient permanent présent président récent talent torrent urgent vent ' +
    'absent différent évident fréquent prudent transparent',
  timeWords:
    'midi minuit matin matinée après-midi soir soirée nuit week-end weekend heure heures minute minutes',
};
