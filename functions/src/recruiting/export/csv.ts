import { EXPORT_COLUMNS, type ExportRow } from '@clara/domain';
import { BLIND_TEXTS } from '@clara/domain/scorecards/blind';
import { csvFile } from '../../platform/csv';

const day = (seconds: number) => (seconds ? new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ') : '');

/** The rows as CSV, through the one CSV writer (`platform/csv`). */
export function candidatesCsv(rows: readonly ExportRow[]): string {
  return csvFile(
    EXPORT_COLUMNS,
    rows.map((row) => [
      row.name,
      row.email,
      row.countryCode,
      row.phoneNumber,
      row.linkedin,
      row.status,
      day(row.appliedAt),
      day(row.statusChangedAt),
      row.source,
      row.claraWithheld ? BLIND_TEXTS.hidden : row.score === null ? '' : String(row.score),
      row.claraWithheld ? '' : row.ratings.map(({ name, rating }) => `${name}: ${rating}`).join('; '),
      row.teamScorecards ? String(row.teamScorecards) : '',
      row.teamScore === null ? '' : String(row.teamScore),
    ]),
  );
}
