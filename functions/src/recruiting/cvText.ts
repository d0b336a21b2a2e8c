/**
 * Issue 30: the text of a CV file, which Clara's interview and the team's CV view read. PDF through Mozilla's
 * pdfjs-dist (its legacy build: plain Node, no canvas, the parser run in this thread), DOCX through mammoth. Both
 * load on the first file, not at the function's cold start.
 */
import { LIMITS, type CvFileKind } from '@clara/domain';

/** Pages read from a PDF: a CV has a few; a 5 MB file of hundreds of pages is not read to its end. */
const MAX_PDF_PAGES = 30;

export class UnreadableCvError extends Error {}

/** The file's text, whitespace tidied and bounded like pasted text; throws UnreadableCvError when it cannot be read. */
export async function extractCvText(bytes: Uint8Array, kind: CvFileKind): Promise<string> {
  try {
    const raw = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes);
    return tidy(raw).slice(0, LIMITS.cv);
  } catch (error) {
    throw new UnreadableCvError(error instanceof Error ? error.message : String(error));
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs detaches the buffer it is given: it gets a copy, so the caller's bytes stay whole.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

/** Lines trimmed, runs of spaces and of blank lines collapsed. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
