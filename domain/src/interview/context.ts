import type { InterviewFocus } from './session';

/** What Clara needs to conduct one interview; stored on the session document as `context`. */
export type InterviewContext =
  | { kind: 'practice'; interviewFocus?: InterviewFocus }
  | { kind: 'predefined'; predefinedId: string; title: string; description: string }
  | { kind: 'custom'; jobDescription: string; candidateCV: string; interviewFocus: InterviewFocus }
  | {
      kind: 'company';
      jobTitle: string;
      jobDescription: string;
      candidateName: string;
      candidateCV: string;
      interviewFocus: InterviewFocus;
    };

export type InterviewKind = InterviewContext['kind'];
