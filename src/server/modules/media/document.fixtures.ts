/**
 * Real document files for tests, built byte by byte: a one-page PDF (a valid cross-reference table, drawn by
 * poppler), a minimal DOCX package, an OLE2 compound file with a WordDocument stream, and plain text.
 */
import { strToU8, zipSync } from 'fflate';

/** A one-page PDF (300 × 200 pt) showing `text` in Helvetica; `text` must not contain parentheses. */
export function buildPdf(text: string): Buffer {
  const stream = `BT /F1 28 Tf 30 90 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A minimal Word package: content types, the package relationships and word/document.xml with `text`. */
export function buildDocx(text: string, extraEntries: Record<string, string> = {}): Buffer {
  const entries: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  };
  for (const [name, content] of Object.entries(extraEntries)) entries[name] = strToU8(content);
  return Buffer.from(zipSync(entries));
}

/** A zip of arbitrary entries (not a Word package). */
export function buildZip(entries: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))),
  );
}

/**
 * An OLE2 compound file header followed by a directory entry named `streamName` (UTF-16LE), as Word 97-2003
 * writes 'WordDocument' (Excel writes 'Workbook').
 */
export function buildOle2(streamName = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 0x18);
  header.writeUInt16LE(0x0003, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(0x0009, 0x1e);
  const directory = Buffer.alloc(512);
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0);
  Buffer.from(streamName, 'utf16le').copy(directory, 128);
  return Buffer.concat([header, directory]);
}
