import { describe, expect, it } from 'vitest';
import { funnelFromHistories, type FunnelApplication } from '@clara/domain';
import { applyTo, createRecruiter, createVacancyFor, type Recruiter } from '../../support/recruiting';
import { adminDb, callApi } from '../../support/stack';

/** Issue 23: `GET /api/funnel` from the sums kept with the writes. */
async function move(recruiter: Recruiter, applicationId: string, ...statuses: string[]) {
  for (const newStatus of statuses) {
    const response = await callApi('/update-application-status', {
      body: { applicationId, newStatus, notes: '' },
      token: recruiter.token,
    });
    if (response.status !== 200) throw new Error(`status: ${response.status} ${JSON.stringify(response.body)}`);
  }
}

/** The stored histories of the company's applications (of one vacancy when given), as the domain function reads them. */
async function storedHistories(companyId: string, vacancyId?: string): Promise<FunnelApplication[]> {
  let query = adminDb().collection('applications').where('companyId', '==', companyId);
  if (vacancyId) query = query.where('vacancyId', '==', vacancyId);
  const snapshot = await query.get();
  return snapshot.docs.map((doc) => ({
    source: doc.get('source'),
    createdAt: doc.get('createdAt'),
    statusHistory: doc.get('statusHistory'),
  }));
}

const funnel = (recruiter: Recruiter, query: string) => callApi(`/funnel${query}`, { token: recruiter.token });

describe('GET /api/funnel', () => {
  it('answers a vacancy’s and the company’s funnel from the sums, equal to the domain function over the stored histories', async () => {
    const recruiter = await createRecruiter();
    const vacancyA = await createVacancyFor(recruiter, { jobTitle: 'A' });
    const vacancyB = await createVacancyFor(recruiter, { jobTitle: 'B' });
    const first = await applyTo(vacancyA, { source: 'linkedin' });
    const second = await applyTo(vacancyA, { source: 'linkedin' });
    await applyTo(vacancyA);
    const other = await applyTo(vacancyB, { source: 'empleo' });
    await move(recruiter, first.applicationId, 'Evaluar', 'Reclutador', 'Seleccionado');
    await move(recruiter, second.applicationId, 'Evaluar', 'Descartado');
    await move(recruiter, other.applicationId, 'Descartado');

    // Issue 34: no hot company-wide document. The company's sums were spread over shards (10 changes, random
    // shards: more than one taken, 1 in 8⁹ that all hit one), never the one document each change used to write.
    const stats = await adminDb().collection('funnel_stats').where('companyId', '==', recruiter.companyId).get();
    const ids = stats.docs.map((doc) => doc.id);
    expect(ids).not.toContain(`${recruiter.companyId}__company__all`);
    const shards = ids.filter((id) => id.startsWith(`${recruiter.companyId}__company__all__s`));
    expect(shards.length).toBeGreaterThan(1);
    const applications = stats.docs
      .filter((doc) => shards.includes(doc.id))
      .reduce((sum, doc) => sum + Number(doc.get('applications') ?? 0), 0);
    expect(applications).toBe(4);
    // A vacancy's own sums stay one document.
    expect(ids).toContain(`${recruiter.companyId}__v_${vacancyA}__all`);
    expect(ids.some((id) => id.startsWith(`${recruiter.companyId}__v_${vacancyA}__all__s`))).toBe(false);

    const forA = await funnel(recruiter, `?vacancyId=${vacancyA}&period=all`);
    expect(forA.status).toBe(200);
    expect(forA.body).toMatchObject({
      vacancyId: vacancyA,
      period: 'all',
      applications: 3,
      bySource: [
        { source: 'linkedin', count: 2 },
        { source: 'directo', count: 1 },
      ],
    });
    const stages = Object.fromEntries(forA.body.stages.map((s: any) => [s.status, s]));
    expect(stages.Nueva.reached).toBe(3);
    expect(stages.Evaluar.reached).toBe(2);
    expect(stages.Seleccionado.reached).toBe(1);
    expect(stages.Evaluar.dropped).toBe(1);
    expect(stages.Nueva.conversionToNext).toBeCloseTo(2 / 3);
    expect(forA.body.timeToHire.count).toBe(1);
    const { vacancyId: _v, period: _p, ...figures } = forA.body;
    expect(figures).toEqual(funnelFromHistories(await storedHistories(recruiter.companyId, vacancyA)));

    const company = await funnel(recruiter, '?period=month');
    expect(company.body.applications).toBe(4);
    const { vacancyId: _cv, period: _cp, ...companyFigures } = company.body;
    expect(companyFigures).toEqual(funnelFromHistories(await storedHistories(recruiter.companyId)));

    // After the first report (which computed the company once), changes keep going to the shards, and are read.
    const late = await applyTo(vacancyB, { source: 'linkedin' });
    await move(recruiter, late.applicationId, 'Evaluar');
    const again = await funnel(recruiter, '?period=month');
    expect(again.body.applications).toBe(5);
    const { vacancyId: _av, period: _ap, ...againFigures } = again.body;
    expect(againFigures).toEqual(funnelFromHistories(await storedHistories(recruiter.companyId)));
    // A status move (nothing for the sources) kept the late application's source in its vacancy's sums.
    const forB = await funnel(recruiter, `?vacancyId=${vacancyB}&period=all`);
    expect(forB.body.bySource).toEqual([
      { source: 'empleo', count: 1 },
      { source: 'linkedin', count: 1 },
    ]);
    const { vacancyId: _bv, period: _bp, ...figuresB } = forB.body;
    expect(figuresB).toEqual(funnelFromHistories(await storedHistories(recruiter.companyId, vacancyB)));
  });

  it('computes a company from before the funnel from its histories once, the same figures', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { applicationId } = await applyTo(vacancyId, { source: 'correo' });
    await applyTo(vacancyId);
    await move(recruiter, applicationId, 'Evaluar', 'Proceso');
    const before = (await funnel(recruiter, '?period=all')).body;
    // As if the sums had never been kept.
    const stats = await adminDb().collection('funnel_stats').where('companyId', '==', recruiter.companyId).get();
    await Promise.all(stats.docs.map((doc) => doc.ref.delete()));
    const after = (await funnel(recruiter, '?period=all')).body;
    expect(after).toEqual(before);
    expect(after.applications).toBe(2);
  });

  it('is 404 for another company’s vacancy, 400 for an unknown period, and counts nothing of other companies', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    await applyTo(vacancyId);
    const other = await createRecruiter();
    expect((await funnel(other, `?vacancyId=${vacancyId}`)).status).toBe(404);
    expect((await funnel(other, '?period=all')).body.applications).toBe(0);
    const bad = await funnel(owner, '?period=siglo');
    expect(bad.status).toBe(400);
  });
});
