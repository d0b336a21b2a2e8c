/**
 * Issue 32, «Añadir a otra vacante»: POST /api/person/:applicationId/add-to-vacancy creates the person's application
 * to another Activa vacancy of the company: their data and a copy of their CV file, Nueva, source «equipo», counted
 * like a submitted one, audited, and announced to the person with their data link. A second time is 409; a hiring
 * manager is 403, another company's application or vacancy 404, a closed vacancy 409, each with nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RECRUITING_ERRORS } from '@clara/domain';
import { candidateSearchPrefixes } from '@clara/domain/recruiting/pipeline/keys';
import { adminDb, callApi, stack } from '../../support/stack';
import {
  applicationInput,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
  uniqueEmail,
  type Recruiter,
} from '../../support/recruiting';
import { addMember } from '../../support/team';
import { auditEntries } from '../../support/people';
import { waitForEmail, waitForEmails } from '../../support/mailbox';
import { samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';

let owner: Recruiter;
let stranger: Recruiter;
let manager: { uid: string; token: string };
const ids = { vacancyA: '', vacancyB: '', closed: '', foreign: '', first: '' };
const email = uniqueEmail('otra-vacante');
const pdf = samplePdf(['Rosa Mamani Quispe', 'Jefa de cocina en Cusco'], { paddingBytes: 800_000 });

beforeAll(async () => {
  owner = await createRecruiter('Cocinas Andinas S.A.');
  stranger = await createRecruiter('Otra Cocina S.A.');
  ids.vacancyA = await createVacancyFor(owner, { jobTitle: 'Jefa de cocina' });
  ids.vacancyB = await createVacancyFor(owner, { jobTitle: 'Sous chef' });
  ids.closed = await createVacancyFor(owner, { jobTitle: 'Pastelera' });
  await setVacancyStatus(owner, ids.closed, 'Cerrada');
  ids.foreign = await createVacancyFor(stranger, { jobTitle: 'Vacante Ajena' });
  const input = applicationInput(ids.vacancyA, {
    name: 'Rosa Mamani',
    email,
    source: 'linkedin',
    cv: 'Menú degustación.',
    cvFile: { name: 'CV Rosa.pdf', data: pdf.toString('base64') },
  });
  const applied = await callApi('/submit-application', { body: input });
  expect(applied.status).toBe(201);
  ids.first = applied.body.applicationId;
  manager = await addMember(owner, uniqueEmail('responsable'));
  const role = await callApi(`/team/members/${manager.uid}/role`, {
    method: 'PUT',
    body: { role: 'hiringManager', vacancyIds: [ids.vacancyA, ids.vacancyB] },
    token: owner.token,
  });
  expect(role.status).toBe(200);
}, 180_000);

const add = (vacancyId: string, token = owner.token, applicationId = ids.first) =>
  callApi(`/person/${applicationId}/add-to-vacancy`, { body: { vacancyId }, token });
/** Every application with the person's email, in the whole database. */
const applicationsOf = async () =>
  (await adminDb().collection('applications').where('email', '==', email).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as Record<string, any>[];
const countsOf = async (vacancyId: string) => (await readDoc(`vacancies/${vacancyId}`))!.counts;

describe('POST /api/person/:applicationId/add-to-vacancy', () => {
  it("refuses a hiring manager (403), another company's member or vacancy (404) and a closed vacancy (409), writing nothing", async () => {
    const before = await applicationsOf();
    const audit = (await auditEntries(owner.companyId)).length;
    expect((await add(ids.vacancyB, manager.token)).status).toBe(403);
    expect((await add(ids.vacancyB, stranger.token)).status).toBe(404);
    const foreign = await add(ids.foreign);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(RECRUITING_ERRORS.vacancyNotFound);
    const closed = await add(ids.closed);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(RECRUITING_ERRORS.vacancyClosed);
    const bad = await add('../x');
    expect(bad.status).toBe(400);
    expect(await applicationsOf()).toHaveLength(before.length);
    expect((await countsOf(ids.vacancyB)).applications).toBe(0);
    expect(await auditEntries(owner.companyId)).toHaveLength(audit);
  });

  it('creates the Nueva application of the same person in the other vacancy, with their data, CV file and source «equipo»', async () => {
    const added = await add(ids.vacancyB);
    expect(added.status).toBe(201);
    const newId = added.body.applicationId as string;
    const [original, copy] = [await readDoc(`applications/${ids.first}`), await readDoc(`applications/${newId}`)];
    expect(copy).toMatchObject({
      companyId: owner.companyId,
      vacancyId: ids.vacancyB,
      candidateId: original!.candidateId,
      name: 'Rosa Mamani',
      email,
      phoneNumber: original!.phoneNumber,
      countryCode: original!.countryCode,
      linkedin: original!.linkedin,
      cv: original!.cv,
      status: 'Nueva',
      source: 'equipo',
      interviewId: null,
      searchPrefixes: candidateSearchPrefixes('Rosa Mamani', email),
    });
    expect(copy!.statusHistory).toEqual([
      expect.objectContaining({ status: 'Nueva', by: { uid: owner.uid, email: owner.email } }),
    ]);
    expect(copy!.cvFile).toMatchObject({ name: 'CV Rosa.pdf', sizeBytes: pdf.length });
    expect(copy!.cvFile.fileId).not.toBe(original!.cvFile.fileId);
    const file = await fetch(`${stack().url}/api/application/${newId}/cv-file`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    // Counted as a submitted one: the vacancy's counters and the funnel by source.
    expect(await countsOf(ids.vacancyB)).toMatchObject({ applications: 1, byStatus: { Nueva: 1 } });
    const funnel = await callApi(`/funnel?vacancyId=${ids.vacancyB}`, { token: owner.token });
    expect(funnel.status).toBe(200);
    expect(JSON.stringify(funnel.body)).toContain('"equipo"');

    // The person view lists both, the new one with its source.
    const person = await callApi(`/person/${ids.first}`, { token: owner.token });
    expect(person.body.applications.map((app: any) => [app.vacancyTitle, app.source]).sort()).toEqual([
      ['Jefa de cocina', 'linkedin'],
      ['Sous chef', 'equipo'],
    ]);

    // Audited, by the member, in the company's log.
    const entries = await auditEntries(owner.companyId);
    expect(entries.find((entry) => entry.kind === 'candidate.addedToVacancy')).toMatchObject({
      actor: { type: 'member', uid: owner.uid },
      applicationId: newId,
      candidateName: 'Rosa Mamani',
      vacancyId: ids.vacancyB,
      action: 'POST /api/person/:applicationId/add-to-vacancy',
      detail: 'Sous chef',
    });

    // The person hears of it as the team's doing (they did not apply to it), with their data link; the
    // «Recibimos tu postulación» they got was for the vacancy they applied to.
    const told = await waitForEmail(email, { subject: 'te tiene en cuenta para Sous chef' });
    expect(told.text).toContain('el equipo de');
    expect(told.text).toContain('/mis-datos#');
    const received = await waitForEmails(email, { count: 1, subject: 'Recibimos tu postulación' });
    expect(received.map((mail) => mail.subject)).toEqual([expect.stringContaining('Jefa de cocina')]);
  });

  it('answers 409 with the duplicate text when the person already has an application there, and writes nothing', async () => {
    const before = await applicationsOf();
    const again = await add(ids.vacancyB);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(RECRUITING_ERRORS.duplicateApplication);
    // From the new application, back to the vacancy they applied to themselves: the same.
    const back = await add(ids.vacancyA, owner.token, before.find((app) => app.vacancyId === ids.vacancyB)!.id);
    expect(back.status).toBe(409);
    expect(await applicationsOf()).toHaveLength(before.length);
    expect((await countsOf(ids.vacancyB)).applications).toBe(1);
  });
});
