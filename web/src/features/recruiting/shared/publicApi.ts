import { CONSENT_NOTICE } from '@clara/domain/trust/consent';
import type { DuplicateCheckResponse, PublicVacancy, SubmitApplicationResponse } from '@clara/domain/recruiting/types';
import type { ApplicationDraft } from '@clara/domain/recruiting/applicationForm';
import { api } from '../../../platform/api';

/** Calls of the public vacancy page: no Firebase, no token. */
export const fetchPublicVacancy = (id: string) => api<PublicVacancy>(`/public-vacancy/${encodeURIComponent(id)}`);

export const checkDuplicateApplication = (email: string, vacancyId: string) =>
  api<DuplicateCheckResponse>('/check-duplicate-app', { body: { email, vacancyId } });

export const submitApplication = (draft: ApplicationDraft, vacancyId: string, applicationId: string) =>
  api<SubmitApplicationResponse>('/submit-application', { body: { ...draft, vacancyId, applicationId, consentVersion: CONSENT_NOTICE.version } });
