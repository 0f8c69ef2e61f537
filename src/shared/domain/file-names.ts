/**
 * File names a user sent (an upload's name) made safe to store, show and send back in `Content-Disposition`.
 */

/** Longest file name kept, in characters. */
export const fileNameMaxLength = 150;

/**
 * Control characters (C0, DEL, C1: `\p{Cc}`) and bidirectional controls (`\p{Bidi_Control}`: U+061C,
 * U+200E-U+200F, U+202A-U+202E, U+2066-U+2069), which can hide or reverse part of a name
 * ('invoice\u202Egpj.exe' shows as 'invoiceexe.jpg').
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/gu;
/** A UTF-16 surrogate without its pair: not text, and refused by PostgreSQL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The name without folders, control or bidirectional characters, lone surrogates (each becomes U+FFFD),
 * surrounding spaces and dots, cut to {@link fileNameMaxLength} characters (never inside a surrogate pair);
 * `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback = 'file'): string {
  const base = name.replace(LONE_SURROGATE, '\uFFFD').split(/[/\\]/).pop() ?? '';
  const cleaned = [...base.replace(UNSAFE_CHARACTERS, '')]
    .slice(0, fileNameMaxLength)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned || fallback;
}

/**
 * Free text a user sent beside a file (a description) made storable: NUL and the other C0 controls except tab
 * and line breaks removed, lone surrogates turned into U+FFFD (PostgreSQL refuses both).
 */
export function cleanUploadText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(/[^\P{Cc}\t\n\r]/gu, '');
}

/**
 * `name` ending in `extension` (without a dot, e.g. 'png'): kept when it already does (any case; 'jpeg' and
 * 'jpg' count as one), otherwise its last extension (a dot then 1-5 letters or digits, not the whole name) is
 * replaced: 'photo.jpg.exe' → 'photo.jpg.png', 'page.html' → 'page.png', 'notes' → 'notes.png'.
 */
export function withExtension(name: string, extension: string): string {
  const wanted = extension.toLowerCase();
  const match = /^(.+)\.([A-Za-z0-9]{1,5})$/.exec(name);
  const current = match?.[2]?.toLowerCase();
  const isSame = current === wanted || (current === 'jpeg' && wanted === 'jpg');
  if (isSame) return name;
  return `${match?.[1] ?? name}.${wanted}`;
}
