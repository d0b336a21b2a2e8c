import { consentVersionField } from '../trust/api';
import { z } from 'zod';
import { chatSessionIdField } from '../interview/api';
import { emailField, oneOf, optionalText, requiredText } from '../common/api';
import { idField } from '../common/ids';
import { DEFAULT_JOB_TYPE, DEFAULT_WORKPLACE_TYPE, JOB_TYPES, LIMITS, WORKPLACE_TYPES } from './fields';
import { APPLICATION_STATUSES, VACANCY_STATUSES } from '../hiring/status';
import { sourceField } from './careers/schemas';
import { emailTemplateBody } from '../mail/api';
import { REJECTION_MAX_DELAY_HOURS } from '../mail/templates';
import { designInputSchema } from '../analysis/design';
import { closingDateField, payRangeField } from './payRangeSchemas';
import { screeningAnswersField, screeningField } from './screeningSchemas';
import { CV_FILE_ERRORS, CV_FILE_MAX_BASE64, CV_FILE_NAME_MAX } from './cvFile';

/** Workplace and job type default to Onsite and Full time when missing or empty (SPEC §3). */
const workplaceTypeField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? DEFAULT_WORKPLACE_TYPE : value),
  oneOf('modalidad de trabajo', WORKPLACE_TYPES),
);
const jobTypeField = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? DEFAULT_JOB_TYPE : value),
  oneOf('tipo de contrato', JOB_TYPES),
);

/** `POST /api/create-vacancy` (SPEC §7) and `createVacancy()` of the job-description assistant. */
export const vacancyInputSchema = z.object({
  jobTitle: requiredText('título del puesto', LIMITS.title),
  workplaceType: workplaceTypeField,
  employeeLocation: requiredText('ciudad', LIMITS.location),
  /** Optional: the JobPosting data of the public job page names the country when it is known. */
  country: optionalText('país', LIMITS.country),
  jobType: jobTypeField,
  description: requiredText('descripción', LIMITS.description),
  /**
   * Issue 30: the interview design step (skippable). Absent: unchanged on an edit (none on a create); null: no
   * design (the default six competencies).
   */
  design: designInputSchema.nullish(),
  /** Issue 30: screening questions on the application form (none: the form as before). */
  screening: screeningField,
  /** Issue 30: the pay range (null: none) and the closing date ('' none). */
  payRange: payRangeField,
  closingDate: closingDateField,
});
export type VacancyInput = z.output<typeof vacancyInputSchema>;

/** `PUT /api/update-vacancy/{id}` (SPEC §5 Edit vacancy: comments optional, status selectable). */
export const vacancyUpdateSchema = vacancyInputSchema.extend({
  status: oneOf('estado de la vacante', VACANCY_STATUSES),
  comments: optionalText('comentarios', LIMITS.comments),
});
export type VacancyUpdate = z.output<typeof vacancyUpdateSchema>;

/** `POST /api/register-company`: the company name asked at signup or at the first sign-in (DECISIONS). */
export const registerCompanySchema = z.object({
  companyName: requiredText('nombre de la empresa', LIMITS.companyName),
});
export type RegisterCompanyInput = z.output<typeof registerCompanySchema>;

/** `POST /api/get-custom-token` (SPEC §7: the identity token field). */
export const customTokenSchema = z.object({
  idToken: requiredText('token de identidad', 8192),
});

/** Issue 32: the email sent with a status move, the company's template as edited for this send. */
export const candidateEmailSchema = z.object({
  template: emailTemplateBody,
  /** Hours to wait before it leaves (rejections only; 0: now). */
  delayHours: z
    .number({ error: 'El retraso debe ser un número de horas.' })
    .int({ error: 'El retraso debe ser un número entero de horas.' })
    .min(0, { error: 'El retraso no puede ser negativo.' })
    .max(REJECTION_MAX_DELAY_HOURS, { error: `El retraso admite hasta ${REJECTION_MAX_DELAY_HOURS} horas.` })
    .default(0),
});
export type CandidateEmailInput = z.output<typeof candidateEmailSchema>;

/** `POST /api/update-application-status`. `interviewId` is accepted as SPEC sends it; the stored one is authoritative. */
export const statusUpdateSchema = z.object({
  applicationId: idField('postulación'),
  newStatus: oneOf('nuevo estado', APPLICATION_STATUSES),
  notes: optionalText('notas', LIMITS.notes),
  interviewId: z.string().max(200).nullish(),
  /**
   * Issue 32: the email to the candidate with this move: to Descartado the rejection (optionally delayed, cancellable
   * until it leaves), forward the next step. Absent: no email. Its text is the company's template, edited for this send.
   */
  candidateEmail: candidateEmailSchema.optional(),
  /** Issue 32: to Descartado as spam: no email, whatever was asked. */
  spam: z.boolean().optional(),
});
export type StatusUpdateInput = z.output<typeof statusUpdateSchema>;

/** `POST /api/start-clara-interview`. */
export const startInterviewSchema = z.object({
  applicationId: idField('postulación'),
  candidateId: idField('candidato'),
  vacancyId: idField('vacante'),
});
export type StartInterviewInput = z.output<typeof startInterviewSchema>;

/** `POST /api/check-duplicate-app`. */
export const duplicateCheckSchema = z.object({
  email: emailField(),
  vacancyId: idField('vacante'),
});
export type DuplicateCheckInput = z.output<typeof duplicateCheckSchema>;

/**
 * Issue 30: the CV as a file, base64 in the JSON body (a file of 5 MB is under 7 MB of text, far below the body
 * limit). Only its size is checked here; its kind is decided by its bytes on the server (domain cvFile.ts).
 */
export const cvFileUploadField = z.object(
  {
    name: optionalText('nombre del archivo', CV_FILE_NAME_MAX),
    data: z
      .string({ error: CV_FILE_ERRORS.invalidData })
      .min(1, { error: CV_FILE_ERRORS.invalidData })
      .max(CV_FILE_MAX_BASE64, { error: CV_FILE_ERRORS.tooLarge })
      .pipe(z.base64({ error: CV_FILE_ERRORS.invalidData })),
  },
  { error: CV_FILE_ERRORS.invalidData },
);
export type CvFileUpload = z.output<typeof cvFileUploadField>;

/**
 * `POST /api/submit-application` (SPEC §5 step rules: name, email and CV required; LinkedIn optional). The CV is
 * its pasted text, a file (issue 30), or both.
 */
export const applicationSubmitSchema = z
  .object({
    name: requiredText('nombre', LIMITS.name),
    email: emailField(),
    countryCode: optionalText('código de país', LIMITS.countryCode).refine(
      (value) => value === '' || /^\+?[0-9]{1,4}$/.test(value),
      {
        error: 'El código de país debe tener la forma +1 o +52.',
      },
    ),
    phoneNumber: optionalText('teléfono', LIMITS.phoneNumber).refine(
      (value) => value === '' || /^[0-9 ()+-]{4,30}$/.test(value),
      {
        error: 'El teléfono solo puede contener números, espacios, paréntesis y guiones.',
      },
    ),
    linkedin: optionalText('LinkedIn', LIMITS.linkedin),
    cv: optionalText('currículum', LIMITS.cv),
    /** Issue 30: the CV as a PDF or DOCX file; its text is extracted on the server. */
    cvFile: cvFileUploadField.optional(),
    vacancyId: idField('vacante'),
    /** Generated by the client (SPEC §3); the server makes one when missing. */
    applicationId: idField('postulación').optional(),
    /** The candidate accepted this version of the notice at the confirm step (issue 10). */
    consentVersion: consentVersionField,
    /** Optional (issue 12): the code of a practice whose report the candidate shares with this application. */
    practiceCode: chatSessionIdField.optional(),
    /** Optional (issue 23): where the candidate found the job (`?fuente=` on its link); none is 'directo'. */
    source: sourceField,
    /** Issue 30: answers to the vacancy's screening questions, by question id. */
    screening: screeningAnswersField,
  })
  .refine((input) => input.cv !== '' || input.cvFile !== undefined, {
    error: CV_FILE_ERRORS.cvRequired,
    path: ['cv'],
    // Said beside the other fields' errors, not only once they are right.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type ApplicationSubmitInput = z.output<typeof applicationSubmitSchema>;
