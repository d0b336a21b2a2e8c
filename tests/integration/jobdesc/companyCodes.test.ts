import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { JOBDESC_TEXTS } from '@clara/domain';
import { createRecruiter, setVacancyStatus, signInWithPasswordRest, type Recruiter } from '../../support/recruiting';
import { adminDb, callApi, closeAdmin, stack } from '../../support/stack';
import { captures } from '../../support/captures';

afterAll(closeAdmin);

/** Answers that make the built-in assistant finish a description in six messages. */
const answers = (title: string) => [
  title,
  'Atender clientes, registrar pedidos, resolver reclamos',
  'Secundaria completa; 1 año de experiencia',
  'Comunicación, paciencia, orden',
  'Presencial en Quito',
  'Tiempo completo, sueldo fijo',
];

const withCode = (code: string) => ({ 'access-code': code });
const companyCode = (recruiter: Recruiter) => callApi('/jobdesc/company-code', { token: recruiter.token });
const chatOf = (code: string) => callApi(`/get-job-description-chat/${code}`);
const listOf = (code: string) => callApi('/jobdesc/descriptions', { headers: withCode(code) });
const newDescription = (code: string) =>
  callApi('/jobdesc/new-description', { method: 'POST', headers: withCode(code) });
const toVacancy = (code: string, body: unknown = {}) =>
  callApi('/job-description-to-vacancy', { body, headers: withCode(code) });

async function describeJob(code: string, title: string) {
  let last = { status: 0, body: {} as any };
  for (const text of answers(title)) {
    last = await callApi('/create-job-description', { body: { message: { text } }, headers: withCode(code) });
    expect(last.status, text).toBe(200);
  }
  expect(last.body.isChatActive).toBe(false);
}

const chatsOfCode = async (code: string) =>
  (await adminDb().collection('job_description_chats').where('accessCode', '==', code).get()).docs;

describe('every company has its own job-description access code', () => {
  it('is made when the company registers, and works in verify-job-code', async () => {
    const recruiter = await createRecruiter();
    const company = await adminDb().collection('companies').doc(recruiter.companyId).get();
    const code = company.get('jobAccessCode') as string;
    expect(code).toMatch(/^JD-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await adminDb().collection('job_access_codes').doc(code).get()).data()).toMatchObject({
      companyId: recruiter.companyId,
      active: true,
      openChatId: null,
    });
    expect(await companyCode(recruiter)).toEqual({ status: 200, body: { accessCode: code } });
    expect(await callApi('/verify-job-code', { body: { accessCode: code.toLowerCase() } })).toEqual({
      status: 200,
      body: { valid: true },
    });
  });

  it('is made once, on first need, for a company registered before codes were per company', async () => {
    const recruiter = await createRecruiter();
    const companyRef = adminDb().collection('companies').doc(recruiter.companyId);
    const old = (await companyRef.get()).get('jobAccessCode') as string;
    // As before: no code on the company, none in job_access_codes.
    await adminDb().collection('job_access_codes').doc(old).delete();
    await companyRef.update({ jobAccessCode: null });

    const [first, second] = await Promise.all([companyCode(recruiter), companyCode(recruiter)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const code = first.body.accessCode as string;
    expect(code).not.toBe(old);
    expect((await companyRef.get()).get('jobAccessCode')).toBe(code);
    const codes = await adminDb().collection('job_access_codes').where('companyId', '==', recruiter.companyId).get();
    expect(codes.docs.map((doc) => doc.id)).toEqual([code]);
    expect((await chatOf(code)).status).toBe(200);
  });

  it('reuses a code the company already had (the seeded demo code)', async () => {
    const { token } = await signInDemo();
    expect(await callApi('/jobdesc/company-code', { token })).toEqual({
      status: 200,
      body: { accessCode: 'CLARA-DEMO' },
    });
  });

  it('needs a signed-in member', async () => {
    expect((await callApi('/jobdesc/company-code')).status).toBe(401);
  });
});

describe('one code, any number of descriptions', () => {
  it('starts a new description once one is finished, lists the old one and still turns it into a vacancy', async () => {
    const recruiter = await createRecruiter();
    const code = (await companyCode(recruiter)).body.accessCode as string;
    expect(await listOf(code)).toEqual({ status: 200, body: { descriptions: [] } });

    await describeJob(code, 'Cajero');
    // Finished and still the open one: after a reload the page shows it closed.
    expect((await chatOf(code)).body).toMatchObject({ isChatActive: false, canCreateVacancy: true });
    expect(
      (await callApi('/create-job-description', { body: { message: { text: 'Otra' } }, headers: withCode(code) })).body,
    ).toEqual({
      error: JOBDESC_TEXTS.chatClosed,
    });
    const [first] = await chatsOfCode(code);
    expect(first?.data()).toMatchObject({ companyId: recruiter.companyId, accessCode: code, isChatActive: false });

    const fresh = await newDescription(code);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      isChatActive: true,
      canCreateVacancy: false,
      vacancyId: null,
      description: null,
    });
    expect(fresh.body.chatHistory).toHaveLength(1);
    expect(fresh.body.chatHistory[0].text).toContain('¿Cuál es el título del puesto');
    // Twice is once: the second call (another tab) changes nothing.
    expect((await newDescription(code)).body.chatHistory).toHaveLength(1);
    expect(await chatsOfCode(code)).toHaveLength(1);

    await describeJob(code, 'Bodeguero');
    const chats = await chatsOfCode(code);
    expect(chats).toHaveLength(2);
    const second = chats.find((doc) => doc.id !== first?.id);

    const listed = await listOf(code);
    expect(listed.status).toBe(200);
    // The code's open description (finished, shown as the chat) is not among the past ones.
    expect(listed.body.descriptions).toEqual([
      { id: first?.id, createdAt: expect.any(Number), title: 'Cajero', vacancyId: null, canCreateVacancy: true },
    ]);

    // The old one becomes a vacancy by its id; the open one (without an id) stays as it was.
    const made = await toVacancy(code, { chatId: first?.id });
    expect(made.status).toBe(201);
    const vacancy = await adminDb().collection('vacancies').doc(made.body.vacancyId).get();
    expect(vacancy.data()).toMatchObject({ companyId: recruiter.companyId, title: 'Cajero', status: 'No Activa' });
    expect(await toVacancy(code, { chatId: first?.id })).toEqual({
      status: 201,
      body: { vacancyId: made.body.vacancyId },
    });
    expect((await listOf(code)).body.descriptions[0]).toMatchObject({
      title: 'Cajero',
      vacancyId: made.body.vacancyId,
      canCreateVacancy: false,
    });
    expect((await chatOf(code)).body).toMatchObject({ isChatActive: false, canCreateVacancy: true, vacancyId: null });
    const open = await toVacancy(code);
    expect(open.status).toBe(201);
    expect((await adminDb().collection('vacancies').doc(open.body.vacancyId).get()).get('title')).toBe('Bodeguero');
    // After 'Nueva descripción' both are past ones, newest first: by the millisecond, when both began in one second.
    const began = (chat: typeof first) => ({
      createdAt: chat?.get('createdAt'),
      createdAtMs: chat?.get('createdAtMs'),
    });
    for (const chat of [first, second]) expect(Math.floor(began(chat).createdAtMs / 1000)).toBe(began(chat).createdAt);
    expect(began(second).createdAtMs).toBeGreaterThan(began(first).createdAtMs);
    await second?.ref.update({ createdAt: began(first).createdAt });
    await newDescription(code);
    expect((await listOf(code)).body.descriptions.map((item: { id: string }) => item.id)).toEqual([
      second?.id,
      first?.id,
    ]);
  });

  it('makes a No Activa draft with only the access code: off the public pages until a member publishes it', async () => {
    const recruiter = await createRecruiter();
    const code = (await companyCode(recruiter)).body.accessCode as string;
    await describeJob(code, 'Repartidor');
    const made = await toVacancy(code);
    expect(made.status).toBe(201);
    const { vacancyId } = made.body as { vacancyId: string };
    expect((await adminDb().collection('vacancies').doc(vacancyId).get()).get('status')).toBe('No Activa');
    const sitemapJobs = async () =>
      captures(await (await fetch(`${stack().url}/sitemap.xml`)).text(), /<loc>([^<]+)<\/loc>/g).map(
        (loc) => new URL(loc).pathname,
      );
    const jobPage = async () => (await fetch(`${stack().url}/job/${vacancyId}`)).text();
    // Whoever holds the shared code cannot publish under the company's name: the job page is not indexed and
    // carries no JobPosting (Google's job search), and the sitemap leaves it out.
    const draft = await jobPage();
    expect(draft).toContain('<meta name="robots" content="noindex" />');
    expect(draft).not.toContain('JobPosting');
    expect(await sitemapJobs()).not.toContain(`/job/${vacancyId}`);
    // The dashboard lists it among the inactive ones; a member publishes it.
    const listed = await callApi('/vacancies', { token: recruiter.token });
    expect(JSON.stringify(listed.body)).toContain(vacancyId);
    await setVacancyStatus(recruiter, vacancyId, 'Activa');
    const published = await jobPage();
    expect(published).not.toContain('noindex');
    expect(published).toContain('JobPosting');
    expect(await sitemapJobs()).toContain(`/job/${vacancyId}`);
  });

  it('does not start a new description while the open one is being written', async () => {
    const recruiter = await createRecruiter();
    const code = (await companyCode(recruiter)).body.accessCode as string;
    await callApi('/create-job-description', { body: { message: { text: 'Recepcionista' } }, headers: withCode(code) });
    const same = await newDescription(code);
    expect(same.body.isChatActive).toBe(true);
    expect(same.body.chatHistory).toHaveLength(3);
    expect(await chatsOfCode(code)).toHaveLength(1);
  });

  it("keeps a company's descriptions from another company's code", async () => {
    const owner = await createRecruiter();
    const other = await createRecruiter();
    const ownCode = (await companyCode(owner)).body.accessCode as string;
    const otherCode = (await companyCode(other)).body.accessCode as string;
    await describeJob(ownCode, 'Mesero');
    const [chat] = await chatsOfCode(ownCode);

    expect((await listOf(otherCode)).body).toEqual({ descriptions: [] });
    expect((await chatOf(otherCode)).body.chatHistory).toHaveLength(1);
    expect(await toVacancy(otherCode, { chatId: chat?.id })).toEqual({
      status: 404,
      body: { error: JOBDESC_TEXTS.descriptionNotFound },
    });
    expect((await chat?.ref.get())?.get('vacancyId')).toBeNull();
    const otherVacancies = await adminDb().collection('vacancies').where('companyId', '==', other.companyId).get();
    expect(otherVacancies.empty).toBe(true);
  });

  it('refuses the list, a new description and the vacancy without a valid code', async () => {
    expect((await callApi('/jobdesc/descriptions')).status).toBe(401);
    expect(await listOf('NO-EXISTE-123')).toMatchObject({ status: 403, body: { error: JOBDESC_TEXTS.invalidCode } });
    expect((await newDescription('NO-EXISTE-123')).status).toBe(403);
    expect(await toVacancy('NO-EXISTE-123', { chatId: 'x' })).toMatchObject({ status: 403 });
  });
});

/** The seeded demo recruiter, signed in through the Auth emulator. */
function signInDemo() {
  const users = JSON.parse(
    readFileSync(new URL('../../../emulator-data/auth/users.json', import.meta.url), 'utf8'),
  ) as Array<{ email: string; password: string }>;
  const demo = users.find((user) => user.email === 'demo@clara.test');
  if (!demo) throw new Error('the seed has no demo recruiter');
  return signInWithPasswordRest(demo.email, demo.password);
}
