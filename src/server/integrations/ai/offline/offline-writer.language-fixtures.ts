/**
 * Non-English briefs for the offline writer's language quality test (not used by production code): each
 * with the language a reader would name, and the facts (dates, times, prices) a post must keep verbatim.
 */
import type { PageContext } from '../types';

/** One brief of the fixture: a prompt, optionally a page or a transcript, and what the posts must keep. */
export interface LanguageBrief {
  name: string;
  /** ISO 639-1 code of the brief's language. */
  language: string;
  prompt: string;
  page?: PageContext;
  transcript?: string;
  /** Facts written the user's way that a post must not split or rewrite ('2. März', '3,50 €'). */
  keptFacts: string[];
}

/** Briefs in German, French, Spanish, Italian, Portuguese, Dutch and Polish. */
export const languageBriefs: LanguageBrief[] = [
  {
    name: 'German bakery opening',
    language: 'de',
    prompt:
      'Unsere Bäckerei in Köln-Ehrenfeld eröffnet am 2. März um 7:30 Uhr. Zur Eröffnung kostet jedes Sauerteigbrot nur 3,50 € und der Kaffee ist gratis. Wir backen alles selbst, mit Mehl aus der Region.',
    keptFacts: ['2. März', '7:30 Uhr', '3,50 €'],
  },
  {
    name: 'German yoga course, as an instruction',
    language: 'de',
    prompt:
      'Schreib einen Beitrag über unseren neuen Yoga-Kurs für Anfänger: jeden Dienstag ab 18:30 Uhr im Studio am Marktplatz. Die erste Stunde ist kostenlos, danach kostet die Zehnerkarte 89 €.',
    keptFacts: ['18:30 Uhr', '89 €'],
  },
  {
    name: 'French food bank appeal',
    language: 'fr',
    prompt:
      'Appel aux bénévoles : la Banque alimentaire de Nantes cherche des bénévoles pour la grande collecte du 28 novembre. Vous avez deux heures de libre ? Inscrivez-vous dès maintenant, chaque paire de mains compte.',
    keptFacts: ['28 novembre'],
  },
  {
    name: 'French bakery anniversary',
    language: 'fr',
    prompt:
      'Notre boulangerie artisanale de Lyon fête ses 10 ans le samedi 14 juin ! Venez goûter nos croissants au beurre et notre pain au levain. Dégustation gratuite de 9 h à 12 h, et le pain de campagne à 2,80 € toute la journée.',
    keptFacts: ['14 juin', '9 h à 12 h', '2,80 €'],
  },
  {
    name: 'Spanish breakfast menu',
    language: 'es',
    prompt:
      'Nuestra cafetería de Sevilla estrena menú de desayunos: tostada con tomate, zumo de naranja natural y café por 4,90 €. Disponible de lunes a viernes, de 8:00 a 11:30.',
    keptFacts: ['4,90 €', '8:00 a 11:30'],
  },
  {
    name: 'Spanish energy tips',
    language: 'es',
    prompt:
      'Consejos para ahorrar energía en casa este invierno: baja la calefacción un grado, cierra las persianas por la noche y desconecta los aparatos que no usas. Un grado menos puede ahorrar hasta un 7 % en la factura.',
    keptFacts: ['7 %'],
  },
  {
    name: 'Italian autumn menu',
    language: 'it',
    prompt:
      'Il nostro ristorante a Bologna presenta il nuovo menù autunnale: tortellini in brodo, tagliatelle al ragù e torta di castagne. Prenota il tuo tavolo per sabato 12 ottobre alle 20:00.',
    keptFacts: ['12 ottobre', '20:00'],
  },
  {
    name: 'Portuguese soap sale',
    language: 'pt',
    prompt:
      'A nossa loja online de cosmética natural tem 20% de desconto em todos os sabonetes artesanais até domingo, 15 de setembro. Portes grátis em encomendas acima de 30 €.',
    keptFacts: ['15 de setembro', '30 €', '20%'],
  },
  {
    name: 'Dutch bike shop',
    language: 'nl',
    prompt:
      'Onze fietsenwinkel in Utrecht viert op zaterdag 5 april de lente met gratis onderhoudsbeurten. Kom langs tussen 10.00 en 16.00 uur en drink een kop koffie met ons.',
    keptFacts: ['5 april', '10.00 en 16.00 uur'],
  },
  {
    name: 'Polish café opening (no catalogue)',
    language: 'pl',
    prompt:
      'Nasza kawiarnia w Krakowie otwiera się w poniedziałek 3 marca. Zapraszamy na pierwszą kawę za darmo od 8:00 do 10:00, a sernik kosztuje tylko 12,50 zł.',
    keptFacts: ['3 marca', '12,50 zł'],
  },
  {
    name: 'German video transcript',
    language: 'de',
    prompt: 'Erstelle Beiträge zu diesem Video',
    transcript:
      'Hallo zusammen! Heute zeige ich euch, wie wir in unserer Gärtnerei im Frühjahr Tomaten aussäen. Die Samen kommen Mitte März in kleine Töpfe, und nach etwa sechs Wochen dürfen die Pflanzen ins Gewächshaus.',
    keptFacts: ['Mitte März'],
  },
  {
    name: 'French product page',
    language: 'fr',
    prompt: 'Présentez ce produit à notre communauté',
    page: {
      url: 'https://atelier-cuir.example/sac-cabas',
      domain: 'atelier-cuir.example',
      title: 'Sac cabas en cuir végétal | Atelier Cuir',
      text: 'Notre sac cabas est fabriqué à la main dans notre atelier de Limoges, en cuir tanné végétal.',
      pageType: 'product',
      businessType: 'ecommerce',
      product: {
        name: 'Sac cabas en cuir végétal',
        price: '149,00 €',
        features: ['Cuir tanné végétal', 'Fabriqué à la main à Limoges', 'Garantie de 5 ans'],
      },
      keyPoints: ['Chaque sac est cousu à la main en une journée.'],
    },
    keptFacts: ['149,00 €'],
  },
];
