/**
 * Issue 33: a compliance document as a structure (title, sections of paragraphs, lists and tables) and its one
 * rendering: a self-contained, printable HTML page in Spanish (served as a download and shown on /cumplimiento).
 */

import { escapeHtml } from '../common/html';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface ComplianceDocument {
  title: string;
  /** Who it is about and when it was generated. */
  subtitle: string;
  sections: Section[];
  /** The closing note (e.g. "draft: review it with your data protection officer"). */
  note?: string;
}

export const p = (text: string): Block => ({ kind: 'p', text });
export const list = (items: string[]): Block => ({ kind: 'list', items });
export const table = (header: string[], rows: string[][]): Block => ({ kind: 'table', header, rows });

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'table':
      return (
        `<table><thead><tr>${block.header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead>` +
        `<tbody>${block.rows
          .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      );
  }
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}',
  'h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:1.8rem;border-bottom:1px solid #cbd2d9}',
  'table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #cbd2d9;padding:.35rem .5rem;text-align:left;vertical-align:top}',
  '.subtitle{color:#52606d}.note{margin-top:2rem;font-style:italic;color:#52606d}',
  '@media print{body{margin:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}}',
].join('');

/** The document as a complete HTML page (UTF-8, styles inline, printable). */
export function documentHtml(document: ComplianceDocument): string {
  const sections = document.sections
    .map(
      (section) =>
        `<section><h2>${escapeHtml(section.heading)}</h2>${section.blocks.map(blockHtml).join('')}</section>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(document.title)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escapeHtml(document.title)}</h1><p class="subtitle">${escapeHtml(document.subtitle)}</p>${sections}` +
    (document.note ? `<p class="note">${escapeHtml(document.note)}</p>` : '') +
    `</body></html>`
  );
}
