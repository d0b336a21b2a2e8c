import type { OwnQuestionAnswer, StoredDesign } from '../analysis/design';
import type { MemberRole } from '../common/access';
import type { PayRange } from './payRange';
import type { PublicScreeningQuestion, ScreeningQuestion } from './screening';
import type { StoredScreening } from './screeningSchemas';
import type { CvFileSummary } from './cvFile';
import type { InterviewStatus } from '../interview/session';
import type { PracticeShareStatus } from '../practice/share';
import type { JobType, WorkplaceType } from './fields';
import type { ApplicationStatus, VacancyStatus } from '../hiring/status';
import type { Company } from '../hiring/company';
import type { InterviewSummary } from '../hiring/interviews';

/** Who made a status change: a company member, or null for Clara/the system/the candidate. */
export interface StatusActor {
  uid: string;
  email: string;
}

/**
 * SPEC §3 Application statusHistory entry; `date` in epoch seconds. COMMON decision 2: every new entry has
 * its own `id` (uuid) and `by`, and is appended with a read-modify-write, so two identical concurrent
 * changes are two entries. Older stored entries may lack `id` and `by`.
 */
export interface StatusHistoryEntry {
  id?: string;
  status: ApplicationStatus;
  date: number;
  notes: string;
  by?: StatusActor | null;
}

/** GET /api/company-interview/{code}/analysis: a company interview's analysis, for a member of its company. */
export interface CompanyInterviewAnalysis {
  code: string;
  status: InterviewStatus | string;
  interviewDate: number | null;
  /** The stored analysis (object or JSON text, SPEC §3); null while the interview is not analysed. */
  analysis: unknown;
  score: number | string | null;
  overall: string;
  /** Issue 30, a designed interview: each own question's answer beside the company's note (absent otherwise). */
  ownQuestions?: OwnQuestionAnswer[];
}

/** SPEC §3 Application, as the dashboard receives it. */
export interface Application {
  id: string;
  candidateId: string;
  vacancyId: string;
  name: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  linkedin: string;
  /** Issue 31: always '' in lists (the CV is read from `GET /api/application/:id/cv`, which records the view). */
  cv: string;
  /** Issue 31: whether the candidate gave a CV text (lists carry this, not the text). */
  hasCv?: boolean;
  status: ApplicationStatus;
  statusHistory: StatusHistoryEntry[];
  /** 'company_interviews/<code>' or null. */
  interviewId: string | null;
  createdAt: number;
  interviews: InterviewSummary[];
  candidate: { name: string; email: string };
  /** Issue 12: a practice report the candidate shared with this application, still shared or withdrawn; absent when none. */
  practiceReport?: PracticeShareStatus | null;
  /** Issue 30: the answers to the vacancy's screening questions (null/absent: it had none). */
  screening?: StoredScreening;
  /** Issue 30: the CV as the file the candidate attached (null/absent: pasted); its text is `cv`. */
  cvFile?: CvFileSummary | null;
  /** Issue 32: the person's tags (per person per company), on a vacancy's candidate pages. */
  tags?: string[];
}

/** SPEC §3 Vacancy, as the dashboard receives it. */
export interface Vacancy {
  id: string;
  title: string;
  description: string;
  status: VacancyStatus;
  createdAt: number;
  workplaceType: WorkplaceType | string;
  employeeLocation: string;
  /** Optional (''): the country, for the job page's JobPosting data. */
  country: string;
  jobType: JobType | string;
  comments: string;
  /** Issue 30: the interview design (absent or null: the default six competencies). */
  design?: StoredDesign | null;
  applications: Application[];
  /** Applications withdrawn by their candidate or erased by the company (issue 10); may be absent. */
  withdrawals?: Withdrawal[];
  /** Issue 30: screening questions, pay range (null: none), closing date ('YYYY-MM-DD', '' none). */
  screening?: ScreeningQuestion[];
  payRange?: PayRange | null;
  closingDate?: string;
}

/** SPEC §3 public view of a vacancy (`GET /api/public-vacancy/{id}`). */
export interface PublicVacancy {
  id: string;
  title: string;
  company: string;
  jobType: string;
  workplaceType: string;
  employeeLocation: string;
  /** '' when not given. */
  country: string;
  description: string;
  /** Whether the vacancy takes applications (only Activa ones do). */
  acceptingApplications: boolean;
  /** Issue 23: the company's careers page slug, when it has one (the job page links back to it). */
  companySlug?: string;
  /** Issue 30: the pay range (null: none), the closing date ('' none) and the screening questions (no rules). */
  payRange?: PayRange | null;
  closingDate?: string;
  screening?: PublicScreeningQuestion[];
}

/** Answers of the recruiting API. */
/** Issue 34: a company of the signed-in member, with their role in it (what the web offers them). */
export interface MemberCompany extends Company {
  role: MemberRole;
}
export interface CustomTokenResponse {
  customToken: string;
  /**
   * Issue 34: the member's companies as `GET /api/company-names` answers them, so the dashboard needs no request
   * for them after the exchange (and its reads take two rounds).
   */
  companies?: MemberCompany[];
}
export interface StartInterviewResponse {
  /** 'company_interviews/<code>'. */
  interviewId: string;
  code: string;
  /** false when the application already had an interview and that one is answered. */
  created: boolean;
}
export interface DuplicateCheckResponse {
  exists: boolean;
}
export interface SubmitApplicationResponse {
  applicationId: string;
  selfIdentificationToken?: string | null;
}

/** Where a candidate was: their application erased, a line without personal data left (issue 10). */
export interface Withdrawal {
  /** The erased application's id. */
  id: string;
  vacancyId: string;
  /** Epoch seconds. */
  date: number;
  /** 'candidate': withdrawn through the emailed link; 'company': erased from the dashboard. */
  by: 'candidate' | 'company';
}
