/**
 * The company candidate's rights through their emailed link (issue 10): download their data (JSON of the
 * text, with the human interviews proposed to them; each recording as its own file) or withdraw, which erases everything about the application and
 * leaves the company a line "Postulación retirada por el candidato" with the date.
 */
import {
  COMMON_ERRORS,
  CV_FILE_ERRORS,
  formatIsoUtc,
  interviewCodeFromRef,
  nowSeconds,
  RECRUITING_ERRORS,
} from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { listApplicationEmails } from '../mail/outbox';
import { applicationDocs, applications, companyDocs, companyRef, vacancies, vacancyDocs } from '../company/documents';
import { findSession } from '../sessions/sessions';
import { applicationBookings } from '../scheduling/store';
import { eraseApplication } from './applicationErasure';
import { requireCandidateLink } from '../company/candidateLinks';
import { interviewMediaFile, mediaIdsOf } from './practiceData';
import { readCvFile } from '../recruiting/cvFiles';
import { candidateAnalysisOf } from './candidateAnalysis';
import { CANDIDATE_ACTOR } from '../audit/log';
import { recordServed } from '../audit/views';
import { personApplications, vacancyTitles } from '../recruiting/person/service';

export async function requireLinkedApplication(token: string) {
  const link = await requireCandidateLink(token);
  const application = applicationDocs.read(await applications().doc(link.applicationId).get());
  if (!application) throw new NotFoundError(RECRUITING_ERRORS.applicationNotFound);
  const code = interviewCodeFromRef(application.interviewId);
  const interview = code ? await findSession(code) : null;
  return {
    link,
    application,
    interview: interview && !interview.data.isPractice ? interview : null,
  };
}

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * POST /api/candidate-data: what the candidate's page shows and the JSON they download; recorded (issue 31) before
 * it is answered, like every read the audit log keeps.
 */
export async function exportCandidateData(token: string, action: string) {
  const { link, application: data, interview } = await requireLinkedApplication(token);
  const answer = await candidateDataOf(data, interview);
  await recordServed(link.companyId, {
    actor: CANDIDATE_ACTOR,
    kind: 'candidate.dataDownloaded',
    candidate: { applicationId: data.id, name: data.name, vacancyId: data.vacancyId || null },
    action,
  });
  return answer;
}

async function candidateDataOf(
  data: Awaited<ReturnType<typeof requireLinkedApplication>>['application'],
  interview: Awaited<ReturnType<typeof requireLinkedApplication>>['interview'],
) {
  const [vacancy, company, emails, bookings, person] = await Promise.all([
    data.vacancyId ? vacancies().doc(data.vacancyId).get() : null,
    companyRef(data.companyId).get(),
    listApplicationEmails(data.id),
    applicationBookings(data.id, data.companyId),
    personApplications(data),
  ]);
  const titles = await vacancyTitles(person.map((other) => other.vacancyId));
  return {
    exportedAt: nowSeconds(),
    company: companyDocs.read(company)?.name ?? '',
    vacancy: (vacancy && vacancyDocs.read(vacancy)?.title) ?? '',
    application: {
      id: data.id,
      name: data.name,
      email: data.email,
      countryCode: data.countryCode,
      phoneNumber: data.phoneNumber,
      linkedin: data.linkedin,
      cv: data.cv,
      // Issue 30: the file they attached (its bytes: POST /api/candidate-data/cv).
      cvFile: data.cvFile
        ? { name: data.cvFile.name, mimeType: data.cvFile.mimeType, sizeBytes: data.cvFile.sizeBytes }
        : null,
      status: data.status,
      createdAt: data.createdAt || null,
      consent: data.consent ?? null,
      ...(data.screening
        ? {
            screening: data.screening.answers.map((answer) => ({
              question: answer.prompt,
              answer: answer.answer,
              knockedOut: answer.knockedOut,
            })),
          }
        : {}),
    },
    // Issue 32: every application of theirs in this company (the same email), this one included.
    applications: person.map((other) => ({
      id: other.id,
      vacancy: titles.get(other.vacancyId) ?? '',
      name: other.name,
      email: other.email,
      countryCode: other.countryCode,
      phoneNumber: other.phoneNumber,
      linkedin: other.linkedin,
      cv: other.cv,
      cvFile: other.cvFile
        ? { name: other.cvFile.name, mimeType: other.cvFile.mimeType, sizeBytes: other.cvFile.sizeBytes }
        : null,
      source: other.source,
      status: other.status,
      createdAt: other.createdAt || null,
      consent: other.consent ?? null,
    })),
    interview: interview
      ? {
          status: interview.data.status,
          createdAt: interview.data.createdAt,
          interviewDate: interview.data.interviewDate,
          consent: interview.data.consent ?? null,
          chatHistory: interview.data.chatHistory,
          media: mediaIdsOf(interview).map((mediaId) => ({ mediaId })),
        }
      : null,
    // Issue 31: Clara's analysis as the candidate reads it on their page (never the team's scorecards or notes).
    analysis: candidateAnalysisOf(interview),
    // The human interviews proposed to them: when, how long, where, and their state. Never the link's token (only
    // its hash is stored, and that stays too), the interviewers (stored as account ids and emails, no names) or the
    // interviewers' notes.
    scheduledInterviews: bookings.map((booking) => ({
      status: booking.status,
      startAt: booking.startAt === null ? null : formatIsoUtc(booking.startAt),
      durationMinutes: booking.durationMinutes,
      locationKind: booking.locationKind,
      location: booking.location,
      proposedSlots: booking.status === 'proposed' ? booking.slots.map(formatIsoUtc) : [],
      timeZone: booking.candidateTimeZone,
    })),
    // The emails sent to them; an interview's emails to its interviewers (confirmations, reminders) carry the
    // application's id too, and are the interviewers' own.
    emails: emails
      .filter((email) => sameAddress(email.to, data.email))
      .map((email) => ({
        kind: email.kind,
        to: email.to,
        subject: email.subject,
        text: email.text,
        status: email.status,
        createdAt: email.createdAt,
      })),
  };
}

/** POST /api/candidate-data/media: one recording of the candidate's interview as a file. */
export async function candidateMediaFile(token: string, mediaId: string) {
  const { interview } = await requireLinkedApplication(token);
  if (!interview) throw new NotFoundError(COMMON_ERRORS.notFound);
  return interviewMediaFile(interview, mediaId);
}

/** POST /api/candidate-data/cv: the CV file they attached, as they sent it (404 when they pasted the CV). */
export async function candidateCvFile(token: string) {
  const { application } = await requireLinkedApplication(token);
  const file = await readCvFile(application);
  if (!file) throw new NotFoundError(CV_FILE_ERRORS.notFound);
  return file;
}

/** POST /api/candidate-withdraw: erases the application and everything about it; the link stops working. */
export async function withdrawApplication(token: string, action: string): Promise<{ withdrawn: true }> {
  const link = await requireCandidateLink(token);
  await eraseApplication(link.applicationId, link.companyId, 'candidate', {
    actor: CANDIDATE_ACTOR,
    kind: 'candidate.withdrew',
    action,
  });
  return { withdrawn: true as const };
}
