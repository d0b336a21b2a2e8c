/** SPEC §4/§5 application modal: the steps and the rule for leaving each one. */

export type ApplicationStep = 1 | 2 | 3 | 4 | 5;

export interface ApplicationDraft {
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  linkedin: string;
  cv: string;
}

export const EMPTY_APPLICATION_DRAFT: ApplicationDraft = {
  name: '',
  email: '',
  countryCode: '',
  phoneNumber: '',
  linkedin: '',
  cv: '',
};

/** SPEC §5 "the country code field has placeholder +1". */
export const COUNTRY_CODE_PLACEHOLDER = '+1';

const filled = (value: string) => value.trim().length > 0;

/** Step 1: Next is disabled unless name and email are filled. */
export const canLeavePersonalStep = (draft: ApplicationDraft): boolean => filled(draft.name) && filled(draft.email);

/** Step 2: Next is disabled without CV text. */
export const canLeaveCvStep = (draft: ApplicationDraft): boolean => filled(draft.cv);

/** Step 3: sending requires the privacy-policy checkbox (and the earlier steps). */
export const canSubmitApplication = (draft: ApplicationDraft, privacyAccepted: boolean): boolean =>
  privacyAccepted && canLeavePersonalStep(draft) && canLeaveCvStep(draft);
