import { saveFile } from './api';

/**
 * A CSV for spreadsheets (the vacancy export, the audit log), saved with saveFile (platform/api.ts, the one place
 * the web builds a download link): UTF-8 with one byte-order mark, so Excel reads accents right, whatever the
 * server sent.
 */
export function saveCsv(text: string, fileName: string): void {
  saveFile(new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }), fileName);
}
