import {
  competencyById,
  candidatesCsvFileName,
  INTERVIEW_PRIVATE,
  nowSeconds,
  parseAnalysis,
  type ExportRow,
} from '@clara/domain';
import { db } from '../../platform/firebase';
import { applicationDocs, applicationOf, applications, type StoredApplication } from '../../company/documents';
import { getCompanyVacancy } from '../vacancies';
import { candidatesCsv } from './csv';

/** Clara's score and ratings of each analysed interview of the vacancy, by application id. */
async function analysesByApplication(companyId: string, vacancyId: string) {
  const interviews = await db()
    .collection(INTERVIEW_PRIVATE)
    .where('vacancyId', '==', vacancyId)
    .where('companyId', '==', companyId)
    .get();
  const found = new Map<string, Pick<ExportRow, 'score' | 'ratings'>>();
  for (const doc of interviews.docs) {
    const data = doc.data();
    const parsed = data.analysis ? parseAnalysis(data.analysis) : null;
    if (!parsed?.ok || typeof data.applicationId !== 'string') continue;
    const ratings = Object.values(parsed.analysis.personalityAssessment)
      .filter((entry) => entry.competency && entry.rating && competencyById(entry.competency))
      .map((entry) => ({ name: competencyById(entry.competency!)!.name, rating: entry.rating! }));
    found.set(data.applicationId, { score: parsed.analysis.score ?? null, ratings });
  }
  return found;
}

function rowOf(application: StoredApplication, analysis: Pick<ExportRow, 'score' | 'ratings'> | undefined): ExportRow {
  const last = application.statusHistory.at(-1);
  return {
    name: application.name,
    email: application.email,
    countryCode: application.countryCode,
    phoneNumber: application.phoneNumber,
    linkedin: application.linkedin ?? '',
    status: application.status,
    appliedAt: application.createdAt,
    statusChangedAt: last?.date || application.createdAt,
    source: application.source,
    score: analysis?.score ?? null,
    ratings: analysis?.ratings ?? [],
  };
}

/**
 * `GET /api/vacancy-export/{id}`: the vacancy's candidates (oldest application first) as CSV; 404 for another
 * company's vacancy. Reads the vacancy's applications and analysed interviews only.
 */
export async function exportVacancyCandidates(
  companyId: string,
  vacancyId: string,
): Promise<{ csv: string; filename: string; rows: number }> {
  const vacancy = await getCompanyVacancy(companyId, vacancyId);
  const [snapshot, analyses] = await Promise.all([
    applications().where('vacancyId', '==', vacancyId).where('companyId', '==', companyId).get(),
    analysesByApplication(companyId, vacancyId),
  ]);
  const rows = snapshot.docs
    .map((doc) => rowOf(applicationOf(applicationDocs.fromFirestore(doc)), analyses.get(doc.id)))
    .sort((a, b) => a.appliedAt - b.appliedAt || a.name.localeCompare(b.name));
  return { csv: candidatesCsv(rows), filename: candidatesCsvFileName(vacancy.title, nowSeconds()), rows: rows.length };
}
