import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS_CONTACT_PHONE_INVALID } from '@clara/domain';
import { adminDb, callApi, closeAdmin } from '../../support/stack';

afterAll(closeAdmin);

/** Stored dates are epoch seconds (SPEC §3), written when the request was served. */
function expectNowInSeconds(value: unknown) {
  expect(typeof value).toBe('number');
  expect(Math.abs((value as number) - Date.now() / 1000)).toBeLessThan(600);
}

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function stored(collection: string, email: string) {
  const snapshot = await adminDb().collection(collection).where('email', '==', email).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

describe('POST /api/submit-contact (landing contact form)', () => {
  it('stores the message and answers 201 with its id', async () => {
    const email = unique('landing');
    const { status, body } = await callApi('/submit-contact', {
      body: { name: '  Rosa Quispe ', email, message: '¿Puedo practicar en inglés?' },
    });
    expect(status).toBe(201);
    expect(typeof body.id).toBe('string');
    const docs = await stored('contact_messages', email);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ id: body.id, name: 'Rosa Quispe', email, message: '¿Puedo practicar en inglés?' });
    expectNowInSeconds((docs[0] as { createdAt?: unknown }).createdAt);
  });

  it.each([
    ['a missing name', { message: 'Hola' }, 'name', 'El campo «nombre» es obligatorio.'],
    [
      'a malformed email',
      { name: 'Rosa', message: 'Hola', email: 'rosa@' },
      'email',
      'El correo electrónico no tiene un formato válido.',
    ],
    ['a blank message', { name: 'Rosa', message: '   ' }, 'message', 'El campo «mensaje» es obligatorio.'],
  ])('refuses %s with 400 and a clear message, storing nothing', async (_case, partial, field, message) => {
    const email = unique('landing-bad');
    const body = { email, ...partial };
    const response = await callApi('/submit-contact', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(response.body.fields[field]).toBe(message);
    expect(await stored('contact_messages', body.email)).toHaveLength(0);
  });
});

describe('POST /api/submit-business-contact (/empresas contact modal)', () => {
  const valid = () => ({
    companyName: ' Minera Los Andes S.A. ',
    contactName: 'Jorge Mamani',
    email: unique('empresa'),
    phone: '+51 (1) 555-0199',
    message: 'Queremos ver una demostración para 20 vacantes al mes.',
  });

  it('stores the request and answers 201 with its id', async () => {
    const input = valid();
    const { status, body } = await callApi('/submit-business-contact', {
      body: { ...input, status: 'Atendida', admin: true },
    });
    expect(status).toBe(201);
    expect(typeof body.id).toBe('string');
    const docs = await stored('business_contact_requests', input.email);
    expect(docs).toHaveLength(1);
    const doc = docs[0] as Record<string, unknown>;
    expect(doc).toMatchObject({
      id: body.id,
      companyName: 'Minera Los Andes S.A.',
      contactName: 'Jorge Mamani',
      email: input.email,
      phone: '+51 (1) 555-0199',
      message: 'Queremos ver una demostración para 20 vacantes al mes.',
      status: 'Nueva',
    });
    expectNowInSeconds(doc.createdAt);
    expect(doc).not.toHaveProperty('admin');
  });

  it.each([
    ['companyName', 'El campo «nombre de la empresa» es obligatorio.'],
    ['contactName', 'El campo «nombre de contacto» es obligatorio.'],
    ['email', 'El campo «correo electrónico» es obligatorio.'],
    ['phone', 'El campo «teléfono» es obligatorio.'],
    ['message', 'El campo «mensaje» es obligatorio.'],
  ])('refuses a request without %s with 400 and a clear message, storing nothing', async (field, message) => {
    const input: Record<string, string> = valid();
    delete input[field];
    const { status, body } = await callApi('/submit-business-contact', { body: input });
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(Object.keys(body.fields)).toEqual([field]);
    if (input.email) expect(await stored('business_contact_requests', input.email)).toHaveLength(0);
  });

  it('refuses a malformed email or phone and a body that is not JSON, storing nothing', async () => {
    const badEmail = { ...valid(), email: 'jorge@minera' };
    let response = await callApi('/submit-business-contact', { body: badEmail });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ email: 'El correo electrónico no tiene un formato válido.' });
    expect(await stored('business_contact_requests', badEmail.email)).toHaveLength(0);

    const badPhone = { ...valid(), phone: 'llámenme' };
    response = await callApi('/submit-business-contact', { body: badPhone });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(BUSINESS_CONTACT_PHONE_INVALID);
    expect(await stored('business_contact_requests', badPhone.email)).toHaveLength(0);

    // Through the emulated Hosting → Functions path the platform's own body parser may answer first, as text.
    response = await callApi('/submit-business-contact', { rawBody: '{"companyName": "x",' });
    expect(response.status).toBe(400);
    // (docs/operations.md, "Malformed requests": "Bad Request", without stack trace.)
    expect(typeof response.body === 'string' ? response.body : response.body.error).toMatch(
      /JSON|válido|invalid|Bad Request/i,
    );
  });

  it('refuses a message longer than 4000 characters', async () => {
    const input = { ...valid(), message: 'x'.repeat(4001) };
    const { status, body } = await callApi('/submit-business-contact', { body: input });
    expect(status).toBe(400);
    expect(body.error).toBe('El campo «mensaje» admite como máximo 4000 caracteres.');
    expect(await stored('business_contact_requests', input.email)).toHaveLength(0);
  });
});
