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
    'voici voilà alors donc bref astuces conseils idées étapes raisons libre gratuit gratuite gratuits grand grande grands grandes petit petite petits petites beau belle bon bonne',
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
  timeWords:
    'midi minuit matin matinée après-midi soir soirée nuit week-end weekend heure heures minute minutes',
};
