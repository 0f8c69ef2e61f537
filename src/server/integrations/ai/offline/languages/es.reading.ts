/** How the offline writer reads a Spanish brief (see `LanguageReadingSource`). */
import type { LanguageReadingSource } from './reading-rules';

/** Spanish reading rules. */
export const esReading: LanguageReadingSource = {
  extraStopWords:
    'escribe escribir redacta crea crear genera haz hacer prepara presenta muestra comparte compartir ' +
    'ven venid descubre descubrid disfruta aprovecha únete apúntate reserva pide prueba ofrece ofrecemos ' +
    'ahorrar ahorra ahorramos baja bajar cierra cerrar desconecta desconectar usar pedir comprar ' +
    'abre abrimos estrena estrenamos lanza lanzamos celebra celebramos busca buscamos puede pueden ' +
    'puedes podemos hay es son está están estar ser tiene tienen tenemos va vamos será usas usa usamos ' +
    'publicación publicaciones post posts texto textos contenido nuevo nueva nuevos nuevas mejor mejores ' +
    'cada todo todos toda todas muy bien también aún ya ahora pronto hoy mañana ayer desde hasta más ' +
    'menos dos tres cuatro cinco diez cien primer primero primera vez hora horas día días semana semanas ' +
    'mes meses año años euro euros lunes martes miércoles jueves viernes sábado domingo enero febrero ' +
    'marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre hola gracias ' +
    'aquí así entonces pues bueno consejos ideas pasos razones gratis gratuito gratuita ' +
    'nuestro nuestra nuestros nuestras vuestro vuestra tu tus su sus mi mis este esta estos estas ese esa ' +
    'eso esto un una unos unas lo le les del al según sin sobre entre hacia durante puede hasta ' +
    'que qué cual cuál cuando cuándo donde dónde como cómo quien quién porque pero sino ni gran grande grandes pequeño pequeña buen buena rico rica ' +
    'cuáles quiénes cuánto cuánta cuántos cuántas porqué adónde seis siete ocho nueve antes después luego',
  metaWords:
    'redes sociales contenido publicación publicaciones post posts vídeo vídeos video videos clip imagen ' +
    'imágenes foto fotos reel reels campaña plataforma plataformas este esta para sobre',
  instructionPrefixes: [
    /^(?:por\s+favor\s*,?\s+)?(?:(?:puedes|podrías)\s+)?(?:escrib\w*|redact\w*|cre[ao]\w*|gener\w*|haz|hazme|prepar\w*|necesito|quiero)\s+(?:(?:un|una|unos|unas|\d+)\s+)?(?:[\p{L}/-]+\s+){0,3}?(?:publicaci(?:ón|ones)|posts?|textos?|tuits?|tweets?|anuncios?|contenidos?)\s+(?:sobre|de|para|acerca\s+de)\s+(?:(?:el|la|los|las|nuestro|nuestra)\s+)?/iu,
    /^(?:una?\s+)?(?:publicación|post)\s+(?:sobre|de|para)\s+/iu,
  ],
  intents: [
    ['promotion', /(?:oferta|descuento|rebajas|promo|cupón|gratis|envío gratuito|-?\d+\s?%)/iu],
    [
      'event',
      /(?:evento|taller|congreso|conferencia|encuentro|fiesta|festival|concierto|inauguraci|abrimos|abre)/iu,
    ],
    ['launch', /(?:nuev[oa]s?|novedad|lanza|lanzamiento|estrena|presenta|descubre)/iu],
    ['howto', /(?:consejos?|trucos?|guía|pasos?|cómo|aprende|tutorial)/iu],
    ['story', /(?:historia|aventura|detrás de|fundamos|empezamos|experiencia|camino)/iu],
  ],
  audienceNouns:
    'principiantes padres madres familias niños alumnos estudiantes profesores emprendedores autónomos ' +
    'clientes corredores deportistas viajeros lectores socios vecinos mayores equipos profesionales fans',
  spokenFiller: /^(?:(?:bueno|pues|eh+|este|vale|ok(?:ay)?|entonces)\b[,\s]*)+/iu,
  greeting: /^(?:hola|buenos días|buenas tardes|buenas noches|buenas|bienvenid[oa]s?|gracias)\b/iu,
  determiners: [
    'nuestra',
    'nuestro',
    'nuestras',
    'nuestros',
    'mi',
    'mis',
    'tu',
    'tus',
    'la',
    'el',
    'las',
    'los',
  ],
  connectors: 'de del con al',
  abbreviations: ['sr', 'sra', 'srta', 'dr', 'dra', 'p. ej', 'aprox', 'av', 'avda', 'c', 'núm', 'tel'],
  nounMarkers:
    'el la los las un una unos unas lo al del mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro ' +
    'vuestra vuestros vuestras este esta estos estas ese esa esos esas aquel aquella cada algún alguna algunos ' +
    'algunas varios varias muchos muchas otro otra otros otras todo toda todos todas a ante con contra de desde ' +
    'en entre hacia hasta para por según sin sobre tras y e o u ni gran buen buena buenos buenas mejor mejores ' +
    'nuevo nueva nuevos nuevas primer primera primeros primeras dos tres cuatro cinco seis siete ocho nueve diez ' +
    'doce veinte cien mil',
  objectWords:
    'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra ' +
    'vuestros vuestras este esta estos estas ese esa esos esas me te se nos os le les lo',
  verbMarkers:
    'yo tú él ella nosotros nosotras vosotros vosotras ellos ellas usted ustedes cómo dónde cuándo adónde porqué',
  verbEndings:
    /(?:amos|emos|imos|áis|éis|aron|ieron|ábamos|íamos|aban|ará|arán|arás|erá|erán|erás|irá|irán|irás|ando|iendo)$/u,
  infinitiveEndings: /(?:ar|er|ir)$/u,
  verbEndingNouns: 'ramos primos mimos mando comando bando contrabando',
  timeWords:
    'mediodía medianoche mañana mañanas tarde tardes noche noches finde semana hora horas minuto minutos',
};
