/** SPEC §4/§5 application modal: the steps and the rule for leaving each one. */

/**
 * SPEC's steps (1 personal, 2 CV, 3 confirm, 4 thanks, 5 already applied) plus, between the CV and the
 * confirmation, the optional practice-report step (issue 12), and, before the CV, the vacancy's screening questions
 * when it has any (issue 30).
 */
export type ApplicationStep = 1 | 'screening' | 2 | 'practice' | 3 | 4 | 5;

const PRACTICE_CODE = /^[A-Za-z0-9-]{36}$/;

export interface ApplicationDraft {
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  linkedin: string;
  cv: string;
  /** Issue 30: the CV as a PDF or DOCX file (its content as base64); null when the CV is pasted. */
  cvFile: { name: string; sizeBytes: number; data: string } | null;
  /** The practice whose report is attached (issue 12); '' for none. */
  practiceCode: string;
}

export const EMPTY_APPLICATION_DRAFT: ApplicationDraft = {
  name: '',
  email: '',
  countryCode: '',
  phoneNumber: '',
  linkedin: '',
  cv: '',
  cvFile: null,
  practiceCode: '',
};

/** SPEC §5 "the country code field has placeholder +1". */
export const COUNTRY_CODE_PLACEHOLDER = '+1';

const filled = (value: string) => value.trim().length > 0;

/** Step 1: Next is disabled unless name and email are filled. */
export const canLeavePersonalStep = (draft: ApplicationDraft): boolean => filled(draft.name) && filled(draft.email);

/** Step 2: Next is disabled without CV text or a CV file (issue 30). */
export const canLeaveCvStep = (draft: ApplicationDraft): boolean => filled(draft.cv) || draft.cvFile !== null;

/** The practice step: no report, or a code of the interview-code shape. */
export const canLeavePracticeStep = (draft: ApplicationDraft): boolean =>
  draft.practiceCode === '' || PRACTICE_CODE.test(draft.practiceCode.trim());

/** Step 3: sending requires the privacy-policy checkbox (and the earlier steps). */
export const canSubmitApplication = (draft: ApplicationDraft, privacyAccepted: boolean): boolean =>
  privacyAccepted && canLeavePersonalStep(draft) && canLeaveCvStep(draft) && canLeavePracticeStep(draft);
