/**
 * Small CV files made on the spot (issue 30), for the tests and the seed: no binary is committed. A one-page PDF
 * with its lines in Helvetica (its cross-reference table computed, so strict readers take it), and a DOCX with
 * its paragraphs (the three parts Word needs, zipped with jszip, which mammoth already brings).
 */

/** WinAnsiEncoding's codes for the punctuation a CV uses beyond Latin-1. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** One character in WinAnsiEncoding (as a Latin-1 code unit); '?' for any it lacks. */
const winAnsi = (char: string): string => {
  const code = WIN_ANSI[char] ?? char.charCodeAt(0);
  const printable = (code >= 0x20 && code < 0x7f) || code >= 0xa0;
  return char in WIN_ANSI || (printable && code <= 0xff) ? String.fromCharCode(code) : '?';
};

/** A PDF string literal: WinAnsi text, backslash and parentheses escaped. */
const pdfString = (text: string) =>
  `(${Array.from(text, winAnsi)
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`)})`;

/**
 * A valid one-page PDF whose text is `lines`, one per line; `paddingBytes` adds an unused stream of that many bytes
 * (a file of several chunks).
 */
export function samplePdf(lines: readonly string[], { paddingBytes = 0 } = {}): Buffer {
  const text = lines.map((line, index) => `${index ? '0 -16 Td ' : ''}${pdfString(line)} Tj`).join(' ');
  const content = `BT /F1 12 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...(paddingBytes > 0 ? [`<< /Length ${paddingBytes} >>\nstream\n${'%'.repeat(paddingBytes)}\nendstream`] : []),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A valid DOCX whose body is `paragraphs`. */
export async function sampleDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
      paragraphs
        .map((paragraph) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(paragraph)}</w:t></w:r></w:p>`)
        .join('') +
      '</w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** What a renamed executable starts with: an ELF header and some bytes (never a PDF nor a ZIP). */
export function sampleExecutable(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(256, 0x90)]);
}
