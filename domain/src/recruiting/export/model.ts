/** Issue 23: the CSV export of a vacancy's candidates. Zod-free. */
import { PRODUCT } from '../../brand';

/** The columns, in order (Spanish headers: the file is for people, opened in Excel or Sheets). */
export const EXPORT_COLUMNS = [
  'Nombre',
  'Correo',
  'Código de país',
  'Teléfono',
  'LinkedIn',
  'Estado',
  'Fecha de postulación (UTC)',
  'Último cambio de estado (UTC)',
  'Fuente',
  `Puntaje de ${PRODUCT.name}`,
  `Valoraciones de ${PRODUCT.name}`,
  'Evaluaciones del equipo',
  'Puntaje medio del equipo',
] as const;

/** One candidate's row, as the server assembles it before encoding. */
export interface ExportRow {
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  linkedin: string;
  status: string;
  /** Epoch seconds. */
  appliedAt: number;
  /** Epoch seconds of the last status change (the application's date when none). */
  statusChangedAt: number;
  source: string;
  /** Clara's overall score, or null before an analysis. */
  score: number | null;
  /** Clara's per-competency ratings, by competency name. */
  ratings: { name: string; rating: number }[];
  /**
   * Blind scoring (issue 31, maySeeClara): the exporting member has neither scored this candidate nor opened Clara's
   * analysis, so the file carries no score or ratings of Clara for them, and says so.
   */
  claraWithheld: boolean;
  /** The team's submitted scorecards of the candidate (issue 20), and their average 0–100 score (null when none). */
  teamScorecards: number;
  teamScore: number | null;
}

export const EXPORT_TEXTS = {
  button: 'Exportar CSV',
  exporting: 'Exportando…',
  failed: (message: string) => `No se pudo exportar: ${message}`,
} as const;

/** The file's name: the vacancy's title made safe, and the day. */
export function candidatesCsvFileName(title: string, seconds: number): string {
  const slug =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'vacante';
  return `candidatos-${slug}-${new Date(seconds * 1000).toISOString().slice(0, 10)}.csv`;
}
