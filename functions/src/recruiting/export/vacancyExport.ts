import {
  competencyById,
  candidatesCsvFileName,
  INTERVIEW_PRIVATE,
  nowSeconds,
  parseAnalysis,
  teamAverage,
  type ExportRow,
} from '@clara/domain';
import { db } from '../../platform/firebase';
import { privateDocs } from '../../sessions/sessions';
import { applicationDocs, applicationOf, applications, type StoredApplication } from '../../company/documents';
import { getCompanyVacancy } from '../vacancies';
import { scorecards, submittedScorecards } from '../../scorecards/store';
import { claraAccessFor } from '../../scorecards/access';
import { maySeeClara } from '@clara/domain/scorecards/blind';
import { candidatesCsv } from './csv';

type TeamColumns = Pick<ExportRow, 'teamScorecards' | 'teamScore'>;

/** The team's submitted scorecards of the vacancy's candidates, averaged per candidate (issue 20's `teamAverage`). */
async function teamByApplication(companyId: string, vacancyId: string): Promise<Map<string, TeamColumns>> {
  const all = await submittedScorecards(
    scorecards().where('vacancyId', '==', vacancyId).where('companyId', '==', companyId),
  );
  const byApplication = new Map<string, typeof all>();
  for (const scorecard of all)
    byApplication.set(scorecard.applicationId, [...(byApplication.get(scorecard.applicationId) ?? []), scorecard]);
  const found = new Map<string, TeamColumns>();
  for (const [applicationId, list] of byApplication) {
    const average = teamAverage(list);
    found.set(applicationId, { teamScorecards: list.length, teamScore: average?.score ?? null });
  }
  return found;
}

/** Clara's score and ratings of each analysed interview of the vacancy, by application id. */
async function analysesByApplication(companyId: string, vacancyId: string) {
  const interviews = await db()
    .collection(INTERVIEW_PRIVATE)
    .where('vacancyId', '==', vacancyId)
    .where('companyId', '==', companyId)
    .get();
  const found = new Map<string, Pick<ExportRow, 'score' | 'ratings'>>();
  for (const doc of interviews.docs) {
    const data = privateDocs.read(doc);
    const parsed = data.analysis ? parseAnalysis(data.analysis) : null;
    if (!parsed?.ok || data.applicationId === undefined) continue;
    // Every rated skill of the interview's rubric (issue 30: a vacancy's own skills too), by its name.
    const ratings = Object.entries(parsed.analysis.personalityAssessment)
      .filter(([, entry]) => entry.competency && entry.rating)
      .map(([name, entry]) => ({ name: competencyById(entry.competency!)?.name ?? name, rating: entry.rating! }));
    found.set(data.applicationId, { score: parsed.analysis.score ?? null, ratings });
  }
  return found;
}

function rowOf(
  application: StoredApplication,
  analysis: Pick<ExportRow, 'score' | 'ratings'> | undefined,
  team: TeamColumns | undefined,
  claraWithheld: boolean,
): ExportRow {
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
    score: claraWithheld ? null : (analysis?.score ?? null),
    ratings: claraWithheld ? [] : (analysis?.ratings ?? []),
    claraWithheld,
    teamScorecards: team?.teamScorecards ?? 0,
    teamScore: team?.teamScore ?? null,
  };
}

/**
 * `GET /api/vacancy-export/{id}`: the vacancy's candidates (oldest application first), or only those picked, as CSV; 404 for another
 * company's vacancy. Reads the vacancy's applications, analysed interviews and the team's scorecards only.
 */
export async function exportVacancyCandidates(
  companyId: string,
  uid: string,
  vacancyId: string,
  only?: readonly string[],
): Promise<{ csv: string; filename: string; rows: number }> {
  const picked = only ? new Set(only) : null;
  const vacancy = await getCompanyVacancy(companyId, vacancyId);
  const [snapshot, analyses, team, access] = await Promise.all([
    applications().where('vacancyId', '==', vacancyId).where('companyId', '==', companyId).get(),
    analysesByApplication(companyId, vacancyId),
    teamByApplication(companyId, vacancyId),
    claraAccessFor(companyId, uid),
  ]);
  const rows = snapshot.docs
    .filter((doc) => !picked || picked.has(doc.id))
    .map((doc) => {
      const analysis = analyses.get(doc.id);
      // Withheld only where there is something of Clara's to withhold.
      const withheld = analysis !== undefined && !maySeeClara(access, doc.id);
      return rowOf(applicationOf(applicationDocs.fromFirestore(doc)), analysis, team.get(doc.id), withheld);
    })
    .sort((a, b) => a.appliedAt - b.appliedAt || a.name.localeCompare(b.name));
  return { csv: candidatesCsv(rows), filename: candidatesCsvFileName(vacancy.title, nowSeconds()), rows: rows.length };
}
