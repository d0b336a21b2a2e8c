import { afterAll, describe, expect, it } from 'vitest';
import { COMMON_ERRORS, CONTACT_TEXTS } from '@clara/domain';
import { adminDb, callApi, closeAdmin } from '../../support/stack';

afterAll(closeAdmin);

async function contactCount(email: string): Promise<number> {
  const snapshot = await adminDb().collection('contact_messages').where('email', '==', email).get();
  return snapshot.size;
}

describe('the API through Hosting → Functions → Firestore', () => {
  it('answers the seeded predefined interviews', async () => {
    const { status, body } = await callApi('/predefined-interviews');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(5);
    const frontend = body.find((item: { id: string }) => item.id === 'desarrollador-frontend');
    expect(frontend).toMatchObject({ Entrevista: 'Desarrollador Frontend' });
    expect(frontend.Descripción).toContain('React');
  });

  it('answers 404 with a JSON error for an unknown API route', async () => {
    const { status, body } = await callApi('/no-such-endpoint');
    expect(status).toBe(404);
    expect(body).toEqual({ error: COMMON_ERRORS.routeNotFound });
  });
});

describe('validation with the shared schema', () => {
  it('refuses a body without the required fields with 400 and a Spanish message, writing nothing', async () => {
    const email = `nadie-${Date.now()}@example.com`;
    const { status, body } = await callApi('/submit-contact', { body: { email, message: 'Hola' } });
    expect(status).toBe(400);
    expect(body.error).toBe('El campo «nombre» es obligatorio.');
    expect(body.fields).toHaveProperty('name');
    expect(await contactCount(email)).toBe(0);
  });

  it('refuses a malformed email and whitespace-only text', async () => {
    const email = `mal-${Date.now()}`;
    const { status, body } = await callApi('/submit-contact', { body: { name: '   ', email, message: 'x' } });
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      name: 'El campo «nombre» es obligatorio.',
      email: 'El correo electrónico no tiene un formato válido.',
    });
    expect(await contactCount(email)).toBe(0);
  });

  it('refuses a body that is not JSON with 400 and stores nothing', async () => {
    // The Functions runtime parses JSON before our express app runs and answers this 400 itself (an HTML
    // "Bad Request" page without stack trace under NODE_ENV=production; docs/operations.md, "Malformed requests").
    const email = `roto-${Date.now()}@example.com`;
    const { status } = await callApi('/submit-contact', { rawBody: `{"name": "Ana", "email": "${email}",` });
    expect(status).toBe(400);
    expect(await contactCount(email)).toBe(0);
  });

  it('stores a valid contact message and answers 201', async () => {
    const email = `ana-${Date.now()}@example.com`;
    const { status } = await callApi('/submit-contact', {
      body: { name: ' Ana Pérez ', email, message: 'Quiero saber más.' },
    });
    expect(status).toBe(201);
    const stored = await adminDb().collection('contact_messages').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.data()).toMatchObject({ name: 'Ana Pérez', message: 'Quiero saber más.' });
    expect(CONTACT_TEXTS.success).toBe('Form submitted successfully!');
  });
});
