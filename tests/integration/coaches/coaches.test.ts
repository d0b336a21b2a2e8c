import { afterAll, describe, expect, it } from 'vitest';
import { COACH_LIMITS, COACH_TEXTS } from '@clara/domain';
import { adminDb, callApi, closeAdmin } from '../../support/stack';

afterAll(closeAdmin);

const BOLIVAR = 'simon-bolivar';
const MARKETER = 'claude-hopkins';
const PREMIUM = 'sor-juana';

async function newSession(coach = BOLIVAR): Promise<string> {
  const { status, body } = await callApi('/generate-code-coach', { body: { coach } });
  expect(status).toBe(200);
  return body.chatSessionId as string;
}

const sessionDoc = (id: string) => adminDb().collection('coach_sessions').doc(id).get();

describe('GET /api/coaches and /api/coaches/:id', () => {
  it('lists the catalogue: one free available twin and one premium unavailable twin', async () => {
    const { status, body } = await callApi('/coaches');
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.coaches.map((c: { id: string }) => [c.id, c]));
    expect(Object.keys(byId)).toEqual([BOLIVAR, PREMIUM]);
    expect(byId[BOLIVAR]).toMatchObject({
      available: true,
      price: 0,
      coachaddress: '/coachbolivar',
      name: 'Simón Bolívar',
    });
    expect(byId[PREMIUM]).toMatchObject({ available: false, name: 'Sor Juana Inés de la Cruz' });
    expect(byId[PREMIUM].price).toBeGreaterThan(0);
    for (const coach of body.coaches) {
      expect(Object.keys(coach).sort()).toEqual(
        [
          'available',
          'bio',
          'coachaddress',
          'description',
          'disclaimer',
          'id',
          'image',
          'labels',
          'name',
          'price',
          'title',
        ].sort(),
      );
    }
  });

  it('answers one coach, including the unlisted marketer; 404 for an unknown one', async () => {
    const marketer = await callApi(`/coaches/${MARKETER}`);
    expect(marketer.status).toBe(200);
    expect(marketer.body.coach).toMatchObject({ id: MARKETER, coachaddress: '/coachmarket', available: true });
    const missing = await callApi('/coaches/napoleon');
    expect(missing).toMatchObject({ status: 404, body: { error: COACH_TEXTS.coachNotFound } });
    expect((await callApi('/coaches/..%2Fsecret')).status).toBe(404);
  });
});

describe('POST /api/generate-code-coach', () => {
  it('creates a session with the coach greeting', async () => {
    const id = await newSession();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const doc = await sessionDoc(id);
    expect(doc.data()).toMatchObject({ coachId: BOLIVAR, userMessageCount: 0 });
    const history = doc.get('chatHistory');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ type: 'system' });
    expect(history[0].text).toContain('Simón Bolívar');
  });

  it('refuses a missing, malformed, unknown or unavailable coach, writing nothing', async () => {
    const before = (await adminDb().collection('coach_sessions').count().get()).data().count;
    expect(await callApi('/generate-code-coach', { body: {} })).toMatchObject({
      status: 400,
      body: { error: 'El campo «coach» es obligatorio.', fields: { coach: 'El campo «coach» es obligatorio.' } },
    });
    expect(await callApi('/generate-code-coach', { body: { coach: 'Simón!' } })).toMatchObject({
      status: 400,
      body: { error: COACH_TEXTS.coachIdInvalid },
    });
    expect(await callApi('/generate-code-coach', { rawBody: '{"coach":' })).toMatchObject({ status: 400 });
    expect(await callApi('/generate-code-coach', { body: { coach: 'napoleon' } })).toMatchObject({
      status: 404,
      body: { error: COACH_TEXTS.coachNotFound },
    });
    expect(await callApi('/generate-code-coach', { body: { coach: PREMIUM } })).toMatchObject({
      status: 403,
      body: { error: COACH_TEXTS.coachUnavailable },
    });
    const after = (await adminDb().collection('coach_sessions').count().get()).data().count;
    expect(after).toBe(before);
  });
});

describe('POST /api/chatHistory{CoachName}', () => {
  it('answers the stored history of an existing session', async () => {
    const id = await newSession();
    const { status, body } = await callApi('/chatHistoryBolivar', { body: { chatSessionId: id, coach: BOLIVAR } });
    expect(status).toBe(200);
    expect(body.chatSessionExists).toBe(true);
    expect(body.chatHistory).toHaveLength(1);
  });

  it('says a session does not exist when it is unknown or belongs to another coach', async () => {
    const marketerSession = await newSession(MARKETER);
    expect(
      await callApi('/chatHistoryBolivar', {
        body: { chatSessionId: '00000000-0000-0000-0000-000000000000', coach: BOLIVAR },
      }),
    ).toMatchObject({
      status: 200,
      body: { chatSessionExists: false, chatHistory: [] },
    });
    expect(
      await callApi('/chatHistoryBolivar', { body: { chatSessionId: marketerSession, coach: BOLIVAR } }),
    ).toMatchObject({
      status: 200,
      body: { chatSessionExists: false },
    });
    expect(
      await callApi('/chatHistoryMarketer', { body: { chatSessionId: marketerSession, coach: MARKETER } }),
    ).toMatchObject({
      status: 200,
      body: { chatSessionExists: true },
    });
  });

  it('refuses bad bodies with 400', async () => {
    expect(await callApi('/chatHistoryBolivar', { body: { coach: BOLIVAR } })).toMatchObject({
      status: 400,
      body: { error: 'El campo «código de sesión» es obligatorio.' },
    });
    expect(await callApi('/chatHistoryBolivar', { body: { chatSessionId: 'a/b', coach: BOLIVAR } })).toMatchObject({
      status: 400,
      body: { error: COACH_TEXTS.sessionIdInvalid },
    });
    expect(
      await callApi('/chatHistoryBolivar', { body: { chatSessionId: '00000000-0000', coach: MARKETER } }),
    ).toMatchObject({
      status: 400,
      body: { error: COACH_TEXTS.coachMismatch },
    });
  });

  it('has no route for a coach outside the table', async () => {
    expect(
      (await callApi('/chatHistoryNapoleon', { body: { chatSessionId: '00000000-0000', coach: BOLIVAR } })).status,
    ).toBe(404);
  });
});

describe('POST /api/chat{CoachName}', () => {
  it('appends the message and the coach reply in character, and the history persists', async () => {
    const id = await newSession();
    const first = await callApi('/chatBolivar', {
      body: { message: '  Tengo una entrevista de trabajo el lunes  ', chatSessionId: id, coach: BOLIVAR },
    });
    expect(first.status).toBe(200);
    const history = first.body.chatHistory;
    expect(history).toHaveLength(3);
    expect(history[1]).toMatchObject({ type: 'user', text: 'Tengo una entrevista de trabajo el lunes' });
    expect(history[2].type).toBe('system');
    expect(history[2].timestamp).toBeGreaterThan(history[1].timestamp);

    const second = await callApi('/chatBolivar', {
      body: { message: 'Me da miedo que me rechacen otra vez', chatSessionId: id, coach: BOLIVAR },
    });
    expect(second.body.chatHistory).toHaveLength(5);
    expect(second.body.chatHistory[4].text).not.toBe(history[2].text);

    const doc = await sessionDoc(id);
    expect(doc.get('chatHistory')).toEqual(second.body.chatHistory);
    expect(doc.get('userMessageCount')).toBe(2);
    const reloaded = await callApi('/chatHistoryBolivar', { body: { chatSessionId: id, coach: BOLIVAR } });
    expect(reloaded.body).toEqual({ chatSessionExists: true, chatHistory: second.body.chatHistory });
  });

  it('the marketer coach speaks as a marketer', async () => {
    const id = await newSession(MARKETER);
    const { status, body } = await callApi('/chatMarketer', {
      body: { message: '¿Cómo escribo un buen titular para mi anuncio?', chatSessionId: id, coach: MARKETER },
    });
    expect(status).toBe(200);
    expect(body.chatHistory.at(-1).text).toMatch(/titular|anuncio|lector/i);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const id = await newSession();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ chatSessionId: id, coach: BOLIVAR }, 'El campo «mensaje» es obligatorio.'],
      [{ message: '   ', chatSessionId: id, coach: BOLIVAR }, 'El campo «mensaje» es obligatorio.'],
      [{ message: 42, chatSessionId: id, coach: BOLIVAR }, 'El campo «mensaje» es obligatorio.'],
      [
        { message: 'x'.repeat(COACH_LIMITS.messageChars + 1), chatSessionId: id, coach: BOLIVAR },
        `El campo «mensaje» admite como máximo ${COACH_LIMITS.messageChars} caracteres.`,
      ],
      [{ message: 'Hola', chatSessionId: id, coach: MARKETER }, COACH_TEXTS.coachMismatch],
      [{ message: 'Hola', coach: BOLIVAR }, 'El campo «código de sesión» es obligatorio.'],
    ];
    for (const [body, error] of cases) {
      const response = await callApi('/chatBolivar', { body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error).toBe(error);
    }
    expect((await sessionDoc(id)).get('chatHistory')).toHaveLength(1);
  });

  it('answers 404 for an unknown session or another coach’s session', async () => {
    const marketerSession = await newSession(MARKETER);
    expect(
      await callApi('/chatBolivar', {
        body: { message: 'Hola', chatSessionId: '00000000-0000-0000-0000-000000000000', coach: BOLIVAR },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: COACH_TEXTS.sessionNotFound },
    });
    expect(
      await callApi('/chatBolivar', { body: { message: 'Hola', chatSessionId: marketerSession, coach: BOLIVAR } }),
    ).toMatchObject({ status: 404 });
    expect((await sessionDoc(marketerSession)).get('chatHistory')).toHaveLength(1);
  });

  it('bounds the number of messages per session', async () => {
    const id = await newSession();
    await adminDb()
      .collection('coach_sessions')
      .doc(id)
      .update({ userMessageCount: COACH_LIMITS.userMessagesPerSession });
    expect(
      await callApi('/chatBolivar', { body: { message: 'Hola', chatSessionId: id, coach: BOLIVAR } }),
    ).toMatchObject({
      status: 429,
      body: { error: COACH_TEXTS.tooManyMessages },
    });
    expect((await sessionDoc(id)).get('chatHistory')).toHaveLength(1);
  });

  it('an unavailable coach cannot chat, even in an existing session', async () => {
    // The marketer is switched off for this test only (the browser tests talk to Bolívar).
    const id = await newSession(MARKETER);
    await adminDb().collection('coaches').doc(MARKETER).update({ available: false });
    try {
      expect(
        await callApi('/chatMarketer', { body: { message: 'Hola', chatSessionId: id, coach: MARKETER } }),
      ).toMatchObject({
        status: 403,
        body: { error: COACH_TEXTS.coachUnavailable },
      });
      expect((await callApi('/generate-code-coach', { body: { coach: MARKETER } })).status).toBe(403);
    } finally {
      await adminDb().collection('coaches').doc(MARKETER).update({ available: true });
    }
    expect((await sessionDoc(id)).get('chatHistory')).toHaveLength(1);
  });
});
