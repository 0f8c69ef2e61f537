/**
 * The document rules of the one upload validator (upload-validator.ts): PDF, Word 97-2003 (DOC), Word
 * (DOCX) and plain text. Each is recognised by its content, never by its name or declared type:
 * - PDF: `%PDF-` at the start and an `%%EOF` marker near the end (a cut-off upload is refused);
 * - DOC: an OLE2 compound file (`D0 CF 11 E0 A1 B1 1A E1`) holding a `WordDocument` stream (an Excel or
 *   installer file in the same container is refused);
 * - DOCX: a zip whose directory lists `[Content_Types].xml` and `word/` parts, read from the central directory
 *   without inflating anything; a macro project (`word/vbaProject.bin`) is refused;
 * - TXT: no signature; valid UTF-8 without NUL or other control characters (tab, line breaks, form feed and
 *   escape aside; no C1 controls), and not starting with `<`, so HTML, SVG or XML markup is never taken for text.
 * Documents are stored byte for byte (there is no metadata-free re-encode for them); they are only ever served
 * with their own type, as attachments (PDF: inline in a sandbox), see media-serving.ts.
 */
import { unzipSync } from 'fflate';
import type { SignatureFormat } from './media-signature';

/** The stored type and extension of a recognised document. */
export interface CheckedDocument {
  contentType: string;
  extension: string;
}

/** Document types the validator produces, by extension: what media-serving.ts may serve as themselves. */
export const documentTypes = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
} as const;

/** Bytes at the end of a PDF searched for `%%EOF` (the specification allows trailing bytes after it). */
const PDF_TAIL_BYTES = 1024;
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** True for a control byte plain text never holds (everything below 0x20 but tab, LF, VT, FF, CR, ESC; DEL). */
function isForbiddenControl(byte: number): boolean {
  if (byte === 0x7f) return true;
  if (byte >= 0x20) return false;
  return !(
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0b ||
    byte === 0x0c ||
    byte === 0x0d ||
    byte === 0x1b
  );
}

/**
 * True when `bytes` read as plain text: valid UTF-8 (an optional byte-order mark), no forbidden control
 * bytes, something other than white space in it, and the first character after white space is not `<`.
 * `isPrefix` allows the bytes to end inside a UTF-8 sequence (a file's head).
 */
export function isPlainText(bytes: Buffer, isPrefix = false): boolean {
  if (bytes.length === 0) return false;
  if (bytes.some(isForbiddenControl)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes, { stream: isPrefix });
  } catch {
    return false;
  }
  // C1 controls (U+0080-U+009F) are no text either: bytes of another encoding or a binary file.
  if (/[\u0080-\u009f]/u.test(text)) return false;
  const start = text.trimStart();
  return start.length > 0 ? !start.startsWith('<') : isPrefix;
}

/** The entry names of a zip's central directory (nothing inflated), or undefined when it is not a zip. */
function listZipEntries(bytes: Buffer): string[] | undefined {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return names;
}

/** True when the zip's entries are those of a Word document without macros. */
function isWordPackage(bytes: Buffer): boolean {
  const names = listZipEntries(bytes);
  if (!names) return false;
  const hasContentTypes = names.includes('[Content_Types].xml');
  const hasWordPart = names.some((name) => name.startsWith('word/') && name.length > 'word/'.length);
  const hasMacros = names.some((name) => name.toLowerCase() === 'word/vbaproject.bin');
  return hasContentTypes && hasWordPart && !hasMacros;
}

/**
 * The document the whole file `bytes` is, given the signature format its first bytes showed (undefined when
 * none: then only plain text can match); undefined when it is not a document this library takes.
 */
export function checkDocument(
  bytes: Buffer,
  format: SignatureFormat | undefined,
): CheckedDocument | undefined {
  switch (format) {
    case 'pdf': {
      const tail = bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES));
      return tail.includes('%%EOF', 0, 'latin1')
        ? { contentType: documentTypes.pdf, extension: 'pdf' }
        : undefined;
    }
    case 'ole2':
      return bytes.includes(WORD_STREAM_NAME)
        ? { contentType: documentTypes.doc, extension: 'doc' }
        : undefined;
    case 'zip':
      return isWordPackage(bytes) ? { contentType: documentTypes.docx, extension: 'docx' } : undefined;
    case undefined:
      return isPlainText(bytes) ? { contentType: documentTypes.txt, extension: 'txt' } : undefined;
    default:
      return undefined;
  }
}
