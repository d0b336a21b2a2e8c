import { stringify } from 'csv-stringify/sync';
import { EXPORT_COLUMNS, type ExportRow } from '@clara/domain';

/** The byte-order mark that makes Excel read the file as UTF-8 (accents, ñ). */
export const UTF8_BOM = '\uFEFF';

const day = (seconds: number) => (seconds ? new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');

/**
 * A cell a spreadsheet would run as a formula (starts with = + - @, tab or CR) gets a leading apostrophe
 * (OWASP CSV injection), unless it is only digits and phone punctuation (`+593`, `-`): those cannot call anything.
 */
export function safeCell(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value)) return value;
  return /^[0-9 ()+-]*$/.test(value) ? value : `'${value}`;
}

/** The rows as CSV: a BOM, a header line, CRLF line ends, quoted where needed (csv-stringify). */
export function candidatesCsv(rows: readonly ExportRow[]): string {
  const records = rows.map((row) => [
    row.name,
    row.email,
    row.countryCode,
    row.phoneNumber,
    row.linkedin,
    row.status,
    day(row.appliedAt),
    day(row.statusChangedAt),
    row.source,
    row.score === null ? '' : String(row.score),
    row.ratings.map(({ name, rating }) => `${name}: ${rating}`).join('; '),
    row.teamScorecards ? String(row.teamScorecards) : '',
    row.teamScore === null ? '' : String(row.teamScore),
  ]);
  const text = stringify([[...EXPORT_COLUMNS], ...records.map((cells) => cells.map(safeCell))], {
    record_delimiter: '\r\n',
  });
  return UTF8_BOM + text;
}
