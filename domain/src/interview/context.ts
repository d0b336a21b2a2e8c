import type { InterviewFocus } from './session';
import { competencyById, type CompetencyId } from '../analysis/rubric';
import { focusedPracticeTitle } from './texts';
import type { InterviewRubric } from '../analysis/design';

/** What Clara needs to conduct one interview; stored on the session document as `context`. */
export type InterviewContext =
  /** `competency`: a practice focused on one competency of the rubric ("Practica otra vez", issue 12). */
  | { kind: 'practice'; interviewFocus?: InterviewFocus; competency?: CompetencyId }
  | { kind: 'predefined'; predefinedId: string; title: string; description: string }
  | { kind: 'custom'; jobDescription: string; candidateCV: string; interviewFocus: InterviewFocus }
  | {
      kind: 'company';
      jobTitle: string;
      jobDescription: string;
      candidateName: string;
      candidateCV: string;
      interviewFocus: InterviewFocus;
      /** The vacancy's own fields as text ("Modalidad: Remoto", "Ubicación: …", "Tipo de empleo: …"): Clara answers role questions from them too. */
      vacancyDetails?: string;
      /** Issue 30: the vacancy's skills and own questions, copied (with the rubric version) at assignment. */
      rubric?: InterviewRubric;
    };

export type InterviewKind = InterviewContext['kind'];

/** The general practice's title on the candidate's device (COMMON decision 1: `label`). */
export const PRACTICE_LABEL_TITLE = 'Entrevista de práctica';

const LABEL_MAX_CHARS = 80;

/** The role of a custom interview: the job description's "Puesto:" line, else its first line. */
function roleOf(jobDescription: string): string {
  const lines = jobDescription
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const puesto = lines.find((line) => /^puesto\s*:/i.test(line));
  const role = (puesto ? puesto.replace(/^puesto\s*:\s*/i, '') : (lines[0] ?? '')).trim();
  return role.length > LABEL_MAX_CHARS ? `${role.slice(0, LABEL_MAX_CHARS - 1)}…` : role;
}

/** How a practice interview is listed: "Entrevista de práctica", the predefined title, or the custom role and focus. */
export function interviewLabelOf(context: InterviewContext): {
  kind: 'practice' | 'predefined' | 'custom';
  title: string;
} {
  switch (context.kind) {
    case 'predefined':
      return { kind: 'predefined', title: context.title };
    case 'custom': {
      const role = roleOf(context.jobDescription) || PRACTICE_LABEL_TITLE;
      return { kind: 'custom', title: `${role} · enfoque ${context.interviewFocus}` };
    }
    default: {
      const competency =
        context.kind === 'practice' && context.competency ? competencyById(context.competency) : undefined;
      return { kind: 'practice', title: competency ? focusedPracticeTitle(competency.name) : PRACTICE_LABEL_TITLE };
    }
  }
}
