/** GET /api/vacancy-comparison/{vacancyId}: the analysed candidates of one vacancy, side by side. */
import { PRODUCT } from '../brand';
import type { CandidateQuestion } from '../chat/messages';
import type { AnalyserInfo } from './result';
import type { IntegritySignal } from './integrity';
import type { NamedSkill } from './design';

export interface ComparisonRow {
  /** The interview code (opens /analysis?code=). */
  code: string;
  applicationId: string;
  candidateName: string;
  /** The application's status. */
  status: string;
  score: number | null;
  /** Rubric ratings by skill id (the vacancy's skills, or the default six); empty before the rubric. */
  ratings: Record<string, number>;
  analyser: AnalyserInfo | null;
  interviewDate: number | null;
  /** The candidate's questions about the role Clara could not answer. */
  candidateQuestions: CandidateQuestion[];
  /** The interview's integrity signals (shown, never deciding). */
  integritySignals: IntegritySignal[];
  /** True when Clara's score, ratings and signals are withheld from the caller ("Evaluación a ciegas"). */
  claraHidden?: boolean;
}

export interface VacancyComparison {
  vacancyId: string;
  /**
   * The columns (issue 30): the skills of the vacancy's current rubric (the default six without a design), then
   * any other skill an older version rated for one of the rows.
   */
  skills: NamedSkill[];
  rows: ComparisonRow[];
}

export const COMPARISON_TEXTS = {
  title: 'Comparación de candidatos entrevistados',
  empty: 'Aún no hay candidatos con la entrevista analizada.',
  candidate: 'Candidato',
  score: 'Puntuación',
  open: 'Abrir análisis',
  fallback: 'Analizador integrado (la IA falló)',
  fallbackShort: 'Respaldo',
  legacy: 'Sin rúbrica',
  questions: `Preguntas que ${PRODUCT.name} no pudo responder`,
  /** The interview's date, formatted in the viewer's zone. */
  interviewedOn: (date: string) => `Entrevista: ${date}`,
  show: 'Ver comparación',
  hide: 'Ocultar comparación',
  loadError: 'No se pudo cargar la comparación.',
} as const;
