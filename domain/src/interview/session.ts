import { PRODUCT } from '../brand';
/** SPEC §3 Interview, Interview session and Chat message: the shapes shared by the API and the browser. */
import type { AnalysisResult } from '../analysis/result';
import type { InterviewContext } from './context';
import type { InterviewAdjustments } from './accommodations';
import { stripDisableMarker, type CandidateQuestion, type ChatMessage } from '../chat/messages';

export const INTERVIEW_STATUSES = ['Not Started', 'In progress', 'Finished'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Practice and company sessions are stored separately (SPEC §3). */
export const PRACTICE_INTERVIEWS = 'interviews';
export const COMPANY_INTERVIEWS = 'company_interviews';
export type InterviewCollection = typeof PRACTICE_INTERVIEWS | typeof COMPANY_INTERVIEWS;
/** What only the functions read of an interview (rules deny the browser): `interview_private/{code}`. */
export const INTERVIEW_PRIVATE = 'interview_private';

/** The interviewer id stored on every session (SPEC §3 Interview.interviewerId). */
export const INTERVIEWER_ID = 'clara';

/**
 * A real-time voice interview (issue 22) ends when Clara calls this function of the Realtime session (she cannot
 * speak the closing marker, DISABLE_CHAT_MARKER); the browser then ends it as the marker would.
 */
export const REALTIME_END_TOOL = 'finalizar_entrevista';

export const INTERVIEW_FOCUSES = ['habilidades', 'experiencia', 'balanceada'] as const;
export type InterviewFocus = (typeof INTERVIEW_FOCUSES)[number];

/** POST /api/generate-practice sends interviewFocus 'practice' (SPEC §7); a focus of the wizard is accepted too. */
export const PRACTICE_FOCUS = 'practice';

/**
 * Clara asks at most this many main questions (the first one is in her greeting), each with at most one
 * follow-up when the answer is short or vague; then she closes with the marker.
 */
export const INTERVIEW_MAX_QUESTIONS = 6;

/** The company links of a company session (`company_interviews`); absent on practice sessions. */
export interface CompanyInterviewLinks {
  companyId: string;
  vacancyId: string;
  applicationId: string;
  candidateId: string;
}

/** How a practice interview is listed on the candidate's device: its kind and a title. */
export interface InterviewLabel {
  kind: 'practice' | 'predefined' | 'custom';
  title: string;
}

/** A consent given by the candidate: which version of the notice, when (epoch seconds). */
export interface ConsentRecord {
  version: string;
  acceptedAt: number;
}

/**
 * The whole interview as the functions see it. It is stored split in two (see sessions.ts in functions):
 * what its page shows (`PRACTICE_PUBLIC_FIELDS` / `COMPANY_PUBLIC_FIELDS`, readable by code) and the rest
 * in `interview_private/{code}` (context, company ids, a company interview's analysis…).
 */

export interface InterviewSessionDocument extends Partial<CompanyInterviewLinks> {
  /** A company interview: the site's origin it was assigned through, for the links of its emails (private). */
  publicOrigin?: string;
  status: InterviewStatus;
  isPractice: boolean;
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds of the first answer; null until then. */
  interviewDate: number | null;
  chatHistory: ChatMessage[];
  context: InterviewContext;
  interviewerId: string;
  analysis: AnalysisResult | null;
  score: number | null;
  /** The analysis summary, shown as "overall" in the recruiter's interview details. */
  overall: string | null;
  /** A plain-text transcript of the interview ("Clara: …" / "Candidato: …"), set when it finishes. */
  transcription: string;
  feedback: 'Si' | 'No' | null;
  /** Epoch seconds of the last change. */
  updatedAt?: number;
  /** Practice only: how the candidate's device lists it. */
  label?: InterviewLabel;
  /** Practice only: epoch seconds after which the scheduled purge erases it; null never (the demo seed). */
  expiresAt?: number | null;
  /** Media uploaded to this interview (the link media → interview, never on the media document). */
  mediaIds?: string[];
  /** Company interviews: the candidate's questions about the role Clara could not answer, for the recruiter (private). */
  candidateQuestions?: CandidateQuestion[];
  /** Consents recorded for this interview (practice: the terms disclaimer; company: the notice). */
  consent?: ConsentRecord | null;
  /** Company interviews: epoch seconds when the candidate first opened Clara's analysis from their link (private; issue 31). */
  candidateAnalysisViewedAt?: number;
  /** A real-time voice interview's call, as the server joined it (private; issue 31). */
  realtime?: RealtimeCallRecord;
  /** Issue 33: the candidate paused the interview while the company answers their request (private). */
  paused?: boolean;
  /** Issue 33: the AI notice the candidate acknowledged before the first turn (private). */
  aiNotice?: { version: string; acknowledgedAt: number } | null;
  /** Issue 33: what the company's accepted accommodation requests change on this interview (private). */
  adjustments?: InterviewAdjustments;
}

/** How a real-time interview ended: Clara's function call, the candidate's hang-up, the time limit, or a cut. */
export const REALTIME_ENDINGS = ['clara', 'candidate', 'timeLimit', 'cut'] as const;
export type RealtimeEnding = (typeof REALTIME_ENDINGS)[number];

export interface RealtimeCallRecord {
  /** The Realtime API's call id (from the SDP answer's Location header). */
  callId: string;
  /** Epoch seconds when the server joined the call. */
  startedAt: number;
  /** Set when it ended; `cut`: the call or the sideband dropped, the interview ended with what was recorded. */
  endedBy?: RealtimeEnding;
}

/** What `interviews/{code}` (practice) holds: only what the practice pages show (COMMON decision 1). */
export const PRACTICE_PUBLIC_FIELDS = [
  'status',
  'chatHistory',
  'createdAt',
  'updatedAt',
  'interviewDate',
  'analysis',
  'score',
  'overall',
  'feedback',
  'label',
  'expiresAt',
] as const;

/** What `company_interviews/{code}` holds: the chat and whether it is complete and analysed. No analysis, no ids. */
export const COMPANY_PUBLIC_FIELDS = [
  'status',
  'chatHistory',
  'createdAt',
  'updatedAt',
  'interviewDate',
  'hasAnalysis',
] as const;

export type PracticeInterviewDocument = Pick<InterviewSessionDocument, (typeof PRACTICE_PUBLIC_FIELDS)[number]>;
export type CompanyInterviewDocument = Pick<
  InterviewSessionDocument,
  Exclude<(typeof COMPANY_PUBLIC_FIELDS)[number], 'hasAnalysis'>
> & {
  hasAnalysis: boolean;
};

/** Who says what in a transcript. */
export const TRANSCRIPT_LABELS = { system: PRODUCT.name, user: 'Candidato' } as const;

/** A readable transcript of a chat history (marker removed, error messages left out). */
export function transcriptOf(history: readonly ChatMessage[]): string {
  return history
    .filter((message) => !message.isError)
    .map((message) => {
      const text = message.type === 'system' ? stripDisableMarker(message.text) : message.transcription || message.text;
      return `${TRANSCRIPT_LABELS[message.type]}: ${text}`;
    })
    .join('\n');
}

/** Counts the candidate's messages (text or media); the per-session bound applies to these. */
export function countUserMessages(history: readonly ChatMessage[]): number {
  return history.filter((message) => message.type === 'user').length;
}
