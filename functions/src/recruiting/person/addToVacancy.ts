/**
 * Issue 32, «Añadir a otra vacante»: the team adds a person who applied to one vacancy of the company to another
 * of its Activa vacancies. The new application carries what the person gave (name, email, phone, country code,
 * LinkedIn, CV text and a copy of the CV file), status Nueva, source «equipo», and is created by the same code
 * as a submitted one (`createApplicationWithin`: key, data link, search fields, counters, funnel) with its audit
 * entry in the same transaction; then the same announcement (application-received email with the person's data
 * link, webhook). The email goes: the person learns their data is now in another process of the company, and
 * gets the link to see, download or withdraw it (GDPR art. 14: data not obtained from them for this vacancy).
 */
import { candidateDataUrl, nowSeconds, RECRUITING_ERRORS } from '@clara/domain';
import { maySee, type MemberAccess } from '@clara/domain/common/access';
import { ConflictError, NotFoundError } from '@clara/domain/common/failures';
import { TEAM_SOURCE } from '@clara/domain/recruiting/careers/model';
import { PERSON_TEXTS, type AddToVacancyInput } from '@clara/domain/recruiting/person/model';
import { addToVacancyRoute } from '@clara/domain/recruiting/person/routes';
import type { StoredCvFile } from '@clara/domain/recruiting/documents';
import type { Caller } from '../../platform/auth';
import { db } from '../../platform/firebase';
import { applications, vacancies, vacancyDocs, type ApplicationDocument } from '../../company/documents';
import { newCandidateToken } from '../../company/candidateLinks';
import { actionOf, auditWithin, memberActor } from '../../audit/log';
import { applicationKeyExists } from '../applicationKeys';
import {
  announceApplication,
  applicantFields,
  createApplicationWithin,
  historyEntry,
  refuseApplication,
} from '../applications';
import { readCvFile, writeCvChunks } from '../cvFiles';
import { acceptsApplications } from '../vacancies';
import { syncFairness } from '../../fairness/counts';
import { requireCompanyApplication } from './service';

/** Copies the application's CV file (its chunks) under the new application; null when it has none. */
async function copyCvFile(from: ApplicationDocument, toId: string): Promise<StoredCvFile | null> {
  if (!from.cvFile) return null;
  const content = await readCvFile(from);
  if (!content) return null;
  const { name, mimeType, sizeBytes } = from.cvFile;
  return writeCvChunks(toId, {
    base64: content.data.toString('base64'),
    file: { name, mimeType, sizeBytes },
    text: '',
  });
}

/** `POST /api/person/:applicationId/add-to-vacancy`: answers the new application's id. */
export async function addToVacancy(
  companyId: string,
  caller: Caller,
  member: MemberAccess,
  applicationId: string,
  input: AddToVacancyInput,
  origin: string,
): Promise<{ applicationId: string }> {
  const from = await requireCompanyApplication(companyId, applicationId);
  const vacancy = vacancyDocs.read(await vacancies().doc(input.vacancyId).get());
  // Another company's vacancy, or one this member may not see, reads like an unknown one.
  if (!vacancy || vacancy.companyId !== companyId || !maySee(member, { kind: 'vacancy', vacancyId: vacancy.id }))
    throw new NotFoundError(RECRUITING_ERRORS.vacancyNotFound);
  if (!acceptsApplications(vacancy)) throw new ConflictError(RECRUITING_ERRORS.vacancyClosed);
  // Refused before the file's chunks are copied, so a duplicate writes nothing (the transaction checks again).
  if (await applicationKeyExists(vacancy.id, from.email))
    throw new ConflictError(RECRUITING_ERRORS.duplicateApplication);
  const ref = applications().doc();
  const token = newCandidateToken();
  const applicant = applicantFields(from);
  const cvFile = await copyCvFile(from, ref.id);
  try {
    await db().runTransaction(async (tx) => {
      if (await applicationKeyExists(vacancy.id, from.email, tx))
        throw new ConflictError(RECRUITING_ERRORS.duplicateApplication);
      const createdAt = nowSeconds();
      createApplicationWithin(tx, {
        ref,
        vacancy,
        token,
        applicant,
        cvFile,
        status: 'Nueva',
        statusHistory: [historyEntry('Nueva', PERSON_TEXTS.historyNote, caller, createdAt)],
        createdAt,
        source: TEAM_SOURCE,
        // The person accepted no notice for this vacancy: the team added them.
        consent: null,
      });
      auditWithin(
        tx,
        companyId,
        {
          actor: memberActor(caller),
          kind: 'candidate.addedToVacancy',
          candidate: { applicationId: ref.id, name: from.name, vacancyId: vacancy.id },
          action: actionOf(addToVacancyRoute),
          detail: vacancy.title,
        },
        createdAt,
      );
    });
  } catch (error) {
    return await refuseApplication(error, ref.id, cvFile);
  }
  await announceApplication({
    applicationId: ref.id,
    companyId,
    vacancyId: vacancy.id,
    to: from.email,
    candidateName: from.name,
    dataUrl: candidateDataUrl(origin, token),
    addedByTeam: true,
  });
  await syncFairness(ref.id);
  return { applicationId: ref.id };
}
