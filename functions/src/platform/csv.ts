/**
 * The one CSV writer of every export (the candidates of a vacancy, the audit log): UTF-8 with a byte-order mark
 * (Excel then reads accents and ñ), a header line, CRLF line ends, cells quoted where needed (csv-stringify), and
 * one formula guard.
 */
import { stringify } from 'csv-stringify/sync';

/** The byte-order mark that makes Excel read the file as UTF-8 (accents, ñ). */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (starts with = + - @, tab or CR) gets a leading apostrophe
 * (OWASP CSV injection), unless it is only digits and phone punctuation (`+593`, `-`): those cannot call anything.
 */
export function safeCell(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  return /^[0-9 ()+-]*$/.test(value) ? value : `'${value}`;
}

/** A CSV file: the BOM, the header and one line per row, every cell through `safeCell`. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const text = stringify([[...header], ...rows.map((cells) => cells.map(safeCell))], { record_delimiter: '\r\n' });
  return UTF8_BOM + text;
}
