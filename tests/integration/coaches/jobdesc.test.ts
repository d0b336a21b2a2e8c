import { afterAll, describe, expect, it } from 'vitest';
import { JOBDESC_LIMITS, JOBDESC_TEXTS } from '@clara/domain';
import { adminDb, callApi, closeAdmin } from '../../support/stack';

afterAll(closeAdmin);

const DEMO_CODE = 'CLARA-DEMO';
/** Codes made here belong to a company of their own, so the demo company's vacancies stay as seeded. */
const COMPANY = 'coaches-jobdesc-test-company';

const ANSWERS = [
  'Ejecutivo de Ventas',
  'Prospectar clientes nuevos, dar seguimiento a cuentas clave, cumplir metas mensuales',
  'Licenciatura en Administración o afín; 1 año en ventas',
  'Negociación, empatía, manejo de CRM',
  'Presencial en Monterrey',
  'Tiempo completo, sueldo base más comisiones, prestaciones de ley',
] as const;

/** A fresh access code of the demo company, so each test has its own chat. */
async function newCode(data: Record<string, unknown> = {}): Promise<string> {
  await adminDb()
    .collection('companies')
    .doc(COMPANY)
    .set({ name: 'Empresa de Prueba de Descripciones', ownerUid: 'nobody', createdAt: 0 });
  const code = `TEST-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  await adminDb()
    .collection('job_access_codes')
    .doc(code)
    .set({ companyId: COMPANY, active: true, ...data });
  return code;
}

/** The code's open description (one document per description; the code points at the open one). */
async function chatDoc(code: string) {
  const openChatId = (await adminDb().collection('job_access_codes').doc(code).get()).get('openChatId') as
    string | null | undefined;
  return adminDb()
    .collection('job_description_chats')
    .doc(openChatId ?? `${code}-none`)
    .get();
}

const send = (code: string | undefined, body: unknown) =>
  callApi('/create-job-description', { body, headers: code === undefined ? {} : { 'access-code': code } });

const message = (text: string) => ({ message: { text, type: 'user', timestamp: Date.now() } });

describe('POST /api/verify-job-code', () => {
  it('accepts the seeded demo code, in any case', async () => {
    expect(await callApi('/verify-job-code', { body: { accessCode: DEMO_CODE } })).toEqual({
      status: 200,
      body: { valid: true },
    });
    expect((await callApi('/verify-job-code', { body: { accessCode: '  clara-demo ' } })).status).toBe(200);
    expect((await adminDb().collection('job_access_codes').doc(DEMO_CODE).get()).data()).toMatchObject({
      companyId: 'demo-company',
      active: true,
    });
  });

  it('refuses wrong, malformed and inactive codes with 403 and the SPEC text', async () => {
    const inactive = await newCode({ active: false });
    for (const accessCode of ['NO-EXISTE-123', 'a/b', 'ab', inactive]) {
      expect(await callApi('/verify-job-code', { body: { accessCode } }), accessCode).toMatchObject({
        status: 403,
        body: { error: 'Código inválido, por favor verifica' },
      });
    }
  });

  it('refuses a missing code with 400', async () => {
    expect(await callApi('/verify-job-code', { body: {} })).toMatchObject({
      status: 400,
      body: { error: 'El campo «código de acceso» es obligatorio.' },
    });
    expect((await callApi('/verify-job-code', { body: { accessCode: 'x'.repeat(65) } })).status).toBe(400);
  });
});

describe('GET /api/get-job-description-chat/:accessCode', () => {
  it('shows the greeting of a new chat without writing anything', async () => {
    const code = await newCode();
    const { status, body } = await callApi(`/get-job-description-chat/${code.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ isChatActive: true, canCreateVacancy: false, vacancyId: null, description: null });
    expect(body.chatHistory).toHaveLength(1);
    expect(body.chatHistory[0]).toMatchObject({ type: 'system' });
    expect(body.chatHistory[0].text).toContain('¿Cuál es el título del puesto');
    expect((await chatDoc(code)).exists).toBe(false);
  });

  it('refuses a wrong code', async () => {
    expect(await callApi('/get-job-description-chat/NO-EXISTE-123')).toMatchObject({
      status: 403,
      body: { error: JOBDESC_TEXTS.invalidCode },
    });
    expect((await callApi(`/get-job-description-chat/${encodeURIComponent('a b')}`)).status).toBe(403);
  });
});

describe('POST /api/create-job-description', () => {
  it('asks for each part of the description, then writes it and closes the chat', async () => {
    const code = await newCode();
    const first = await send(code, message(ANSWERS[0]));
    expect(first.status).toBe(200);
    expect(first.body.isChatActive).toBe(true);
    expect(first.body.message).toMatchObject({ type: 'system' });
    expect(first.body.message.text).toContain('responsabilidades');
    const stored = await chatDoc(code);
    expect(stored.data()).toMatchObject({
      accessCode: code,
      companyId: COMPANY,
      isChatActive: true,
      userMessageCount: 1,
    });
    expect(stored.get('chatHistory')).toHaveLength(3);

    let last = first;
    for (const answer of ANSWERS.slice(1)) last = await send(code, message(answer));
    expect(last.status).toBe(200);
    expect(last.body.isChatActive).toBe(false);
    for (const part of [
      'Ejecutivo de Ventas',
      'Responsabilidades',
      '• Prospectar clientes nuevos',
      'Requisitos',
      'Habilidades clave',
      'Ofrecemos',
      'Ubicación: Monterrey',
    ]) {
      expect(last.body.message.text).toContain(part);
    }

    expect(last.body.description).toMatch(/^Ejecutivo de Ventas\n/);
    expect(last.body.description).not.toContain('¡Listo!');

    const doc = await chatDoc(code);
    expect(doc.get('isChatActive')).toBe(false);
    expect(doc.get('chatHistory')).toHaveLength(1 + ANSWERS.length * 2);
    expect(doc.get('vacancyDraft')).toMatchObject({
      jobTitle: 'Ejecutivo de Ventas',
      workplaceType: 'Onsite',
      employeeLocation: 'Monterrey',
      jobType: 'Full time',
    });

    const view = await callApi(`/get-job-description-chat/${code}`);
    expect(view.body).toMatchObject({
      isChatActive: false,
      canCreateVacancy: true,
      vacancyId: null,
      description: last.body.description,
    });
    expect(view.body.chatHistory).toEqual(doc.get('chatHistory'));

    // Closed: nothing more is accepted.
    expect(await send(code, message('Una cosa más'))).toMatchObject({
      status: 409,
      body: { error: JOBDESC_TEXTS.chatClosed },
    });
    expect((await chatDoc(code)).get('chatHistory')).toHaveLength(1 + ANSWERS.length * 2);
  });

  it('asks again when an answer says nothing', async () => {
    const code = await newCode();
    await send(code, message('Analista de Datos'));
    const vague = await send(code, message('no sé'));
    expect(vague.body.message.text).toContain('dos o tres tareas');
    expect(vague.body.isChatActive).toBe(true);
  });

  it('needs the access-code header with a valid code', async () => {
    expect(await send(undefined, message('Hola'))).toMatchObject({
      status: 401,
      body: { error: JOBDESC_TEXTS.missingCode },
    });
    // The code is checked before the body: a bad body without a code (or with a wrong one) reads as the code's error.
    expect(await send(undefined, {})).toMatchObject({ status: 401, body: { error: JOBDESC_TEXTS.missingCode } });
    expect(await send('NO-EXISTE-123', {})).toMatchObject({ status: 403, body: { error: JOBDESC_TEXTS.invalidCode } });
    expect(await send('NO-EXISTE-123', message('Hola'))).toMatchObject({
      status: 403,
      body: { error: JOBDESC_TEXTS.invalidCode },
    });
    const inactive = await newCode({ active: false });
    expect((await send(inactive, message('Hola'))).status).toBe(403);
    expect((await chatDoc(inactive)).exists).toBe(false);
  });

  it('refuses bad bodies with 400, writing nothing', async () => {
    const code = await newCode();
    const cases: Array<[unknown, string]> = [
      [{}, 'El campo «mensaje» es obligatorio.'],
      [{ message: 'Hola' }, 'El campo «mensaje» es obligatorio.'],
      [{ message: { text: '   ', type: 'user', timestamp: 1 } }, 'El campo «mensaje» es obligatorio.'],
      [{ message: { text: 'Hola', type: 'system', timestamp: 1 } }, JOBDESC_TEXTS.messageTypeInvalid],
      [{ message: { text: 'Hola', type: 'user', timestamp: 'ayer' } }, 'La marca de tiempo debe ser un número.'],
      [
        { message: { text: 'x'.repeat(JOBDESC_LIMITS.messageChars + 1) } },
        `El campo «mensaje» admite como máximo ${JOBDESC_LIMITS.messageChars} caracteres.`,
      ],
    ];
    for (const [body, error] of cases) {
      const response = await send(code, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.error).toBe(error);
    }
    expect((await chatDoc(code)).exists).toBe(false);
  });

  it('bounds the number of messages of a chat', async () => {
    const code = await newCode();
    await send(code, message('Analista de Datos'));
    await (await chatDoc(code)).ref.update({ userMessageCount: JOBDESC_LIMITS.userMessagesPerChat });
    expect(await send(code, message('Más'))).toMatchObject({
      status: 429,
      body: { error: JOBDESC_TEXTS.tooManyMessages },
    });
    expect((await chatDoc(code)).get('chatHistory')).toHaveLength(3);
  });
});

describe('POST /api/job-description-to-vacancy', () => {
  it('turns a finished description into one vacancy of the code’s company', async () => {
    const code = await newCode();
    expect(
      await callApi('/job-description-to-vacancy', { method: 'POST', headers: { 'access-code': code } }),
    ).toMatchObject({
      status: 409,
      body: { error: JOBDESC_TEXTS.notConcluded },
    });
    await send(code, message(ANSWERS[0]));
    expect(
      (await callApi('/job-description-to-vacancy', { method: 'POST', headers: { 'access-code': code } })).status,
    ).toBe(409);
    for (const answer of ANSWERS.slice(1)) await send(code, message(answer));
    const doc = await chatDoc(code);
    expect(doc.get('isChatActive')).toBe(false);

    const created = await callApi('/job-description-to-vacancy', { method: 'POST', headers: { 'access-code': code } });
    expect(created.status).toBe(201);
    const vacancyId = created.body.vacancyId as string;
    const vacancy = await adminDb().collection('vacancies').doc(vacancyId).get();
    expect(vacancy.data()).toMatchObject({
      companyId: COMPANY,
      title: doc.get('vacancyDraft').jobTitle,
      description: doc.get('vacancyDraft').description,
    });

    // Once only: the second call answers the same vacancy (201 like the first: endpoint() has one success status).
    expect(await callApi('/job-description-to-vacancy', { method: 'POST', headers: { 'access-code': code } })).toEqual({
      status: 201,
      body: { vacancyId },
    });
    expect((await chatDoc(code)).data()).toMatchObject({ vacancyId, vacancyState: 'created' });
    expect((await callApi(`/get-job-description-chat/${code}`)).body).toMatchObject({
      canCreateVacancy: false,
      vacancyId,
    });
  });

  it('needs a valid access code', async () => {
    expect((await callApi('/job-description-to-vacancy', { method: 'POST' })).status).toBe(401);
    expect(
      await callApi('/job-description-to-vacancy', { method: 'POST', headers: { 'access-code': 'NO-EXISTE-123' } }),
    ).toMatchObject({
      status: 403,
      body: { error: JOBDESC_TEXTS.invalidCode },
    });
  });
});
