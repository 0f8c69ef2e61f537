/**
 * Types of the `stopword` package (3.x ships none): one list of lower-case stop words per language, named by
 * its ISO 639-3 code (a few variants: porBr, lggNd, panGu, _123 for digits).
 */
declare module 'stopword' {
  type StopWords = readonly string[];
  export const afr: StopWords, ara: StopWords, ben: StopWords, bre: StopWords, bul: StopWords;
  export const cat: StopWords, ces: StopWords, dan: StopWords, deu: StopWords, ell: StopWords;
  export const eng: StopWords, epo: StopWords, est: StopWords, eus: StopWords, fas: StopWords;
  export const fin: StopWords, fra: StopWords, gle: StopWords, glg: StopWords, guj: StopWords;
  export const hau: StopWords, heb: StopWords, hin: StopWords, hrv: StopWords, hun: StopWords;
  export const hye: StopWords, ind: StopWords, ita: StopWords, jpn: StopWords, kor: StopWords;
  export const kur: StopWords, lat: StopWords, lav: StopWords, lgg: StopWords, lggNd: StopWords;
  export const lit: StopWords, mar: StopWords, msa: StopWords, mya: StopWords, nld: StopWords;
  export const nob: StopWords, panGu: StopWords, pol: StopWords, por: StopWords, porBr: StopWords;
  export const ron: StopWords, rus: StopWords, slk: StopWords, slv: StopWords, som: StopWords;
  export const sot: StopWords, spa: StopWords, swa: StopWords, swe: StopWords, tgl: StopWords;
  export const tha: StopWords, tur: StopWords, ukr: StopWords, urd: StopWords, vie: StopWords;
  export const yor: StopWords, zho: StopWords, zul: StopWords;
  /** `tokens` without the words of `stopwords` (English when omitted). */
  export function removeStopwords(tokens: readonly string[], stopwords?: readonly string[]): string[];
}
