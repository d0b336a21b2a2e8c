/**
 * "Evaluación a ciegas" (issue 31, DECISIONS "Who sees Clara's score"): until a member has submitted their
 * scorecard of a candidate, or chosen to see Clara's analysis (recorded, with when), the API gives that member
 * none of Clara's judgement of that candidate: no score, level, summary, ratings or signals, wherever the
 * candidate is listed or shown. A company setting, on by default; off, everything shows as SPEC.md describes.
 * Zod-free: the server applies it, the web reads its texts.
 */
import { PRODUCT } from '../brand';
import type { ComparisonRow } from '../analysis/comparison';
import type { InterviewSummary } from '../hiring/interviews';

/** The setting's value for a company that never changed it. */
export const BLIND_SCORING_DEFAULT = true;

/** The company's setting as stored (absent on companies created before it: the default). */
export const blindScoringOf = (stored: boolean | undefined | null): boolean =>
  typeof stored === 'boolean' ? stored : BLIND_SCORING_DEFAULT;

/** What one member may see of Clara's judgement, across the candidates of their company. */
export interface ClaraAccess {
  /** The company's "Evaluación a ciegas" setting. */
  blind: boolean;
  /** The applications the member submitted a scorecard for, or whose analysis they chose to see. */
  unlocked: ReadonlySet<string>;
}

/** The member's own scorecard document of a candidate, as far as the rule reads it. */
export interface OwnScorecardState {
  submittedAt?: number | undefined;
  analysisSeenAt?: number | null | undefined;
}

/** A candidate is unlocked for a member once the member submitted their scorecard or opened the analysis. */
export const unlocksClara = (own: OwnScorecardState | null | undefined): boolean =>
  own?.submittedAt !== undefined || typeof own?.analysisSeenAt === 'number';

/** The one rule: may this member see Clara's judgement of this candidate? */
export const maySeeClara = (access: ClaraAccess, applicationId: string): boolean =>
  !access.blind || access.unlocked.has(applicationId);

/**
 * Whether a scorecard submitted now is a blind one (an independent judgement the agreement may compare with
 * Clara's): the company scores blind and the author had not opened the analysis.
 */
export const scorecardIsBlind = (blindSetting: boolean, sawAnalysisFirst: boolean): boolean =>
  blindSetting && !sawAnalysisFirst;

/** An interview summary (candidate rows, board cards, the interview modal) without Clara's judgement. */
export function withheldSummary(summary: InterviewSummary): InterviewSummary {
  return { ...summary, score: null, overall: '', integritySignals: [], claraHidden: true };
}

/** A comparison row without Clara's judgement (the name, status, date and questions stay). */
export function withheldComparisonRow(row: ComparisonRow): ComparisonRow {
  return { ...row, score: null, ratings: {}, analyser: null, integritySignals: [], claraHidden: true };
}

/** The summaries a member may see: Clara's fields withheld on the candidates still blind to them. */
export function summaryFor(access: ClaraAccess, applicationId: string, summary: InterviewSummary): InterviewSummary {
  return maySeeClara(access, applicationId) ? summary : withheldSummary(summary);
}

export const BLIND_TEXTS = {
  hidden: 'Puntaje oculto hasta tu evaluación',
  hiddenNote: `Evalúa primero con tu propio criterio: el puntaje, el resumen y las señales de ${PRODUCT.name} se muestran cuando envíes tu evaluación.`,
  reveal: `Ver análisis de ${PRODUCT.name}`,
  revealNote: 'Si lo abres antes de evaluar, tu evaluación quedará marcada como «vio el análisis antes de puntuar».',
  setting: 'Evaluación a ciegas',
  settingHelp: `Cada miembro ve el puntaje, el resumen y las señales de ${PRODUCT.name} sobre un candidato solo después de enviar su evaluación o de elegir ver el análisis (queda registrado).`,
  settingSaved: 'Ajuste guardado.',
  settingFailed: 'No se pudo guardar el ajuste. Inténtalo de nuevo.',
  ownerOnly: 'Solo la persona propietaria de la empresa puede cambiar este ajuste.',
} as const;
