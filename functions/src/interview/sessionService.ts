/** Starting practice sessions, checking and reading sessions, and the thumbs feedback. */
import {
  CONSENT_ERRORS,
  INTERVIEW_ERRORS,
  nowSeconds,
  PRACTICE_FOCUS,
  type ChatSessionResponse,
  type CompetencyId,
  type CheckSessionResponse,
  type GenerateCodeInput,
  type InterviewFocus,
  type StartSessionResponse,
} from '@clara/domain';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { practiceEntryFields } from '@clara/domain/practice/history';
import { getPredefinedInterview } from './predefinedInterviews';
import { createInterviewSession, findSession, requireSession, setFeedback } from '../sessions/sessions';
import { openAiEnabled } from '../ai/openai';

const started = (code: string): StartSessionResponse => ({ chatSessionId: code, newChatSession: true });

/** POST /api/start-predefined-interview */
export async function startPredefinedInterview(predefinedId: string): Promise<StartSessionResponse> {
  const interview = await getPredefinedInterview(predefinedId);
  if (!interview) throw new NotFoundError(INTERVIEW_ERRORS.predefinedNotFound);
  const { code } = await createInterviewSession(null, {
    isPractice: true,
    context: {
      kind: 'predefined',
      predefinedId: interview.id,
      title: interview.Entrevista,
      description: interview.Descripción,
    },
  });
  return started(code);
}

/** POST /api/generate-code: the custom interview of the wizard. */
export async function startCustomInterview(input: GenerateCodeInput): Promise<StartSessionResponse> {
  const { code } = await createInterviewSession(null, {
    isPractice: true,
    context: {
      kind: 'custom',
      jobDescription: input.jobDescription,
      candidateCV: input.candidateCV,
      interviewFocus: input.interviewFocus,
    },
  });
  return started(code);
}

/** POST /api/generate-practice: a general practice (/chat). */
export async function startPractice(
  focus: typeof PRACTICE_FOCUS | InterviewFocus,
  termsVersion?: string,
  competency?: CompetencyId,
): Promise<StartSessionResponse> {
  const { code } = await createInterviewSession(null, {
    isPractice: true,
    context: {
      kind: 'practice',
      ...(focus === PRACTICE_FOCUS ? {} : { interviewFocus: focus }),
      // "Practica otra vez" (issue 12): Clara asks more about this competency.
      ...(competency ? { competency } : {}),
    },
    consent: termsVersion ? { version: termsVersion, acceptedAt: nowSeconds() } : null,
  });
  return started(code);
}

/** GET /api/check-session */
export async function checkSession(code: string): Promise<CheckSessionResponse> {
  const located = await findSession(code);
  if (!located) return { chatSessionExists: false, isPractice: false };
  return { chatSessionExists: true, isPractice: located.data.isPractice, status: located.data.status };
}

/** GET /api/chat/{chatSessionId} */
export async function getChatSession(code: string): Promise<ChatSessionResponse> {
  const { data } = await requireSession(code);
  return {
    chatSessionId: code,
    chatHistory: data.chatHistory,
    status: data.status,
    // A company interview's analysis is for the company (GET /api/company-interview/{code}/analysis).
    analysis: data.isPractice ? data.analysis : null,
    hasAnalysis: Boolean(data.analysis),
    isPractice: data.isPractice,
    // What the candidate's device remembers of a practice it opens ("Mi práctica"), readable by code anyway.
    ...(data.isPractice ? { practice: practiceEntryFields(data) } : {}),
    // A real-time voice interview needs the OpenAI key (issue 22): the page offers it only then.
    // Issue 33: not when the company accepted text instead of voice for this interview.
    realtime: openAiEnabled() && !data.adjustments?.textOnly,
  };
}

/** POST /api/interview-consent: the notice accepted on the code-entry screen of a company interview. */
export async function recordInterviewConsent(
  code: string,
  version: string,
): Promise<{ version: string; acceptedAt: number }> {
  const located = await requireSession(code);
  if (located.data.isPractice) throw new ConflictError(CONSENT_ERRORS.notACompanyInterview);
  const consent = { version, acceptedAt: nowSeconds() };
  await located.privateRef.set({ consent }, { merge: true });
  return consent;
}

/** POST /api/submit-feedback */
export async function submitFeedback(code: string, feedback: 'Si' | 'No'): Promise<{ ok: true }> {
  const located = await requireSession(code);
  await setFeedback(located, feedback);
  return { ok: true };
}
