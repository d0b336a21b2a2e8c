import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { RECRUITING_ERRORS, SHARE_ERRORS, parseAnalysis } from '@clara/domain';
import { analysedPractice } from '../../support/practice';
import {
  applicationInput,
  applyTo,
  countWhere,
  createRecruiter,
  createVacancyFor,
  readDoc,
  type Recruiter,
} from '../../support/recruiting';
import { useBrowserFirestore } from '../../support/browserFirestore';
import { adminDb, callApi, closeAdmin } from '../../support/stack';

/** Issue 12: a practice report shared with one application; its company reads it, nobody else; revoke erases it. */
const browserDb = useBrowserFirestore();
let company: Recruiter;
let other: Recruiter;
let vacancyId: string;
let practice: string;

beforeAll(async () => {
  [company, other] = await Promise.all([createRecruiter(), createRecruiter()]);
  vacancyId = await createVacancyFor(company, { jobTitle: 'Analista de Datos' });
  practice = await analysedPractice('predefined');
});
afterAll(closeAdmin);

const report = (applicationId: string, recruiter: Recruiter | null) =>
  callApi(`/application/${applicationId}/practice-report`, recruiter ? { token: recruiter.token } : {});

describe('sharing a practice report with an application', () => {
  it('stores a snapshot bound to that application, readable by its company only, with no trace of the practice code, until revoked', async () => {
    const { applicationId } = await applyTo(vacancyId, { practiceCode: practice });
    const stored = (await readDoc(`applications/${applicationId}`))!;
    expect(stored.practiceReport).toMatchObject({ status: 'shared' });
    const shareId: string = stored.practiceReport.shareId;
    const share = (await readDoc(`practice_shares/${shareId}`))!;
    expect(share).toMatchObject({
      applicationId,
      companyId: company.companyId,
      vacancyId,
      vacancyTitle: 'Analista de Datos',
      companyName: company.companyName,
      status: 'shared',
    });
    expect((await readDoc(`interview_private/${practice}`))!.practiceShares).toEqual([
      { shareId, sharedAt: share.sharedAt },
    ]);

    // The snapshot: score, competencies with their evidence, summary, as the practice's analysis has them.
    const page = (await readDoc(`interviews/${practice}`))!;
    const analysis = parseAnalysis(page.analysis);
    if (!analysis.ok) throw new Error(analysis.error);
    const read = await report(applicationId, company);
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('shared');
    expect(read.body.report.score).toBe(page.score);
    expect(read.body.report.evaluationSummary).toBe(analysis.analysis.evaluationSummary);
    expect(read.body.report.label).toEqual(page.label);
    expect(read.body.report.competencies.map((c: { name: string }) => c.name)).toEqual(
      Object.keys(analysis.analysis.personalityAssessment),
    );
    const first = Object.values(analysis.analysis.personalityAssessment)[0]!;
    expect(read.body.report.competencies[0]).toMatchObject({
      rating: first.rating,
      evaluation: first.evaluation,
      evidence: first.evidence,
    });
    expect(read.body.report.competencies.some((c: { evidence: unknown[] }) => c.evidence.length > 0)).toBe(true);

    // Nobody else: another company, no token, an id that names nothing; no code reads the share in the browser.
    expect(await report(applicationId, other)).toMatchObject({
      status: 404,
      body: { error: RECRUITING_ERRORS.applicationNotFound },
    });
    expect((await report(applicationId, null)).status).toBe(401);
    expect((await report(randomUUID(), company)).status).toBe(404);
    await expect(getDoc(doc(browserDb(), 'practice_shares', shareId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDocs(collection(browserDb(), 'practice_shares'))).rejects.toMatchObject({
      code: 'permission-denied',
    });

    // The practice's code is nowhere in the company's data: the application, the snapshot, the dashboard, the report.
    const dashboard = await callApi('/vacancies', { token: company.token });
    const comparison = await callApi(`/vacancy-comparison/${vacancyId}`, { token: company.token });
    const listed = dashboard.body.find((vacancy: { id: string }) => vacancy.id === vacancyId).applications[0];
    expect(listed.practiceReport).toBe('shared');
    for (const data of [stored, share, dashboard.body, comparison.body, read.body])
      expect(JSON.stringify(data)).not.toContain(practice);

    // The practice's holder sees where it was shared, and only the holder of this code can revoke it.
    const shares = await callApi(`/practice/${practice}/shares`);
    expect(shares).toMatchObject({
      status: 200,
      body: {
        shares: [{ shareId, vacancyTitle: 'Analista de Datos', companyName: company.companyName, status: 'shared' }],
      },
    });
    const otherPractice = await analysedPractice('practice');
    expect(await callApi(`/practice/${otherPractice}/shares/${shareId}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
      body: { error: SHARE_ERRORS.shareNotFound },
    });
    expect((await report(applicationId, company)).body.status).toBe('shared');

    // Revoked: the snapshot is erased and the company sees that it was withdrawn.
    const revoked = await callApi(`/practice/${practice}/shares/${shareId}`, { method: 'DELETE' });
    expect(revoked).toMatchObject({ status: 200, body: { status: 'withdrawn' } });
    const erased = (await readDoc(`practice_shares/${shareId}`))!;
    expect(erased).not.toHaveProperty('report');
    expect(erased).toMatchObject({ status: 'withdrawn', withdrawnAt: revoked.body.withdrawnAt });
    expect(await report(applicationId, company)).toMatchObject({
      status: 200,
      body: { status: 'withdrawn', withdrawnAt: revoked.body.withdrawnAt },
    });
    expect((await readDoc(`applications/${applicationId}`))!.practiceReport).toEqual({ shareId, status: 'withdrawn' });
    const after = await callApi('/vacancies', { token: company.token });
    expect(after.body.find((vacancy: { id: string }) => vacancy.id === vacancyId).applications[0].practiceReport).toBe(
      'withdrawn',
    );
    expect((await callApi(`/practice/${practice}/shares`)).body.shares[0].status).toBe('withdrawn');
    // The practice itself is untouched.
    expect((await readDoc(`interviews/${practice}`))!.analysis).toEqual(page.analysis);
  });

  it('refuses a code that names no analysed practice, and writes nothing', async () => {
    const unanalysed = (await callApi('/generate-practice', { body: { interviewFocus: 'practice' } })).body
      .chatSessionId as string;
    const cases: Array<[string, number, string]> = [
      [randomUUID(), 400, SHARE_ERRORS.practiceNotFound],
      [unanalysed, 400, SHARE_ERRORS.practiceNotAnalysed],
      ['no-es-un-codigo', 400, 'El código'],
    ];
    for (const [code, status, error] of cases) {
      const input = applicationInput(vacancyId, { practiceCode: code });
      const answer = await callApi('/submit-application', { body: input });
      expect(answer.status, code).toBe(status);
      expect(answer.body.error).toContain(error);
      expect(await countWhere('applications', 'email', input.email)).toBe(0);
    }
    expect((await readDoc(`interview_private/${unanalysed}`))!.practiceShares).toBeUndefined();
  });

  it('cannot attach a report to an application that exists already: the duplicate is refused and no share is written', async () => {
    const { input } = await applyTo(vacancyId);
    const before = await adminDb().collection('practice_shares').where('vacancyId', '==', vacancyId).get();
    const again = await callApi('/submit-application', {
      body: { ...input, applicationId: randomUUID(), practiceCode: practice },
    });
    expect(again.status).toBe(409);
    const after = await adminDb().collection('practice_shares').where('vacancyId', '==', vacancyId).get();
    expect(after.size).toBe(before.size);
  });
});
