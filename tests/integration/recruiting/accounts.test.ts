import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/stack';
import { createRecruiter, readDoc, signInWithCustomTokenRest, signUpUser } from '../../support/recruiting';
import { addMember } from '../../support/team';

describe('POST /api/get-custom-token', () => {
  it('exchanges a valid ID token for a custom token of the same user', async () => {
    const user = await signUpUser();
    const response = await callApi('/get-custom-token', { body: { idToken: user.token } });
    expect(response.status).toBe(200);
    expect(typeof response.body.customToken).toBe('string');
    const signedIn = await signInWithCustomTokenRest(response.body.customToken);
    expect(signedIn.uid).toBe(user.uid);
    // Issue 34: with the member's companies (none yet), so the dashboard does not ask for them after it.
    expect(response.body.companies).toEqual([]);
  });

  it('answers the member’s company and role with the token: the owner, and a member invited to the team', async () => {
    const owner = await createRecruiter('Rondas S.A.');
    const asOwner = await callApi('/get-custom-token', { body: { idToken: owner.token } });
    expect(asOwner.body.companies).toEqual([{ id: owner.companyId, name: 'Rondas S.A.', role: 'owner' }]);
    const member = await addMember(owner, `miembro-${owner.uid.slice(0, 6)}@rondas.test`);
    const asMember = await callApi('/get-custom-token', { body: { idToken: member.token } });
    expect(asMember.body.companies).toEqual([{ id: owner.companyId, name: 'Rondas S.A.', role: 'recruiter' }]);
    expect((await callApi('/company-names', { token: member.token })).body).toEqual(asMember.body.companies);
  });

  it('answers 400 without the identity token field', async () => {
    const response = await callApi('/get-custom-token', { body: {} });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('El campo «token de identidad» es obligatorio.');
  });

  it('answers 401 for a token that is not a valid ID token', async () => {
    const response = await callApi('/get-custom-token', { body: { idToken: 'no-es-un-token' } });
    expect(response.status).toBe(401);
    expect(response.body.error).toMatch(/token de identidad no es válido/);
  });
});

describe('POST /api/register-company and GET /api/company-names', () => {
  it('registers the company once and lists it first', async () => {
    const user = await signUpUser();
    const before = await callApi('/company-names', { token: user.token });
    expect(before).toEqual({ status: 200, body: [] });

    const created = await callApi('/register-company', {
      body: { companyName: '  Café Quiteño  ' },
      token: user.token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Café Quiteño' });
    expect(await readDoc(`companies/${created.body.id}`)).toMatchObject({
      name: 'Café Quiteño',
      ownerUid: user.uid,
      createdAt: expect.any(Number),
    });
    expect(await readDoc(`users/${user.uid}`)).toEqual({
      companyId: created.body.id,
      email: user.email,
      joinedAt: expect.any(Number),
      role: 'owner',
    });

    const names = await callApi('/company-names', { token: user.token });
    expect(names.body).toEqual([{ id: created.body.id, name: 'Café Quiteño', role: 'owner' }]);
  });

  it('refuses a second company for the same account, also when two requests race', async () => {
    const user = await signUpUser();
    const responses = await Promise.all(
      ['Uno', 'Dos', 'Tres', 'Cuatro'].map((name) =>
        callApi('/register-company', { body: { companyName: name }, token: user.token }),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      responses
        .filter((r) => r.status === 409)
        .every((r) => r.body.error === 'Tu cuenta ya tiene una empresa registrada.'),
    ).toBe(true);
    const winner = responses.find((r) => r.status === 201)!.body;
    expect((await readDoc(`users/${user.uid}`))?.companyId).toBe(winner.id);
  });

  it('answers 400 for an empty company name and writes nothing', async () => {
    const user = await signUpUser();
    const response = await callApi('/register-company', { body: { companyName: '   ' }, token: user.token });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('El campo «nombre de la empresa» es obligatorio.');
    expect(await readDoc(`users/${user.uid}`)).toBeUndefined();
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await callApi('/company-names')).status).toBe(401);
    expect((await callApi('/company-names', { token: 'falso' })).status).toBe(401);
    const response = await callApi('/register-company', { body: { companyName: 'Sin token' } });
    expect(response.status).toBe(401);
    expect(response.body.error).toBe('Debes iniciar sesión para continuar.');
  });

  it('shows each recruiter only their own company', async () => {
    const [a, b] = await Promise.all([createRecruiter('Empresa A'), createRecruiter('Empresa B')]);
    expect((await callApi('/company-names', { token: a.token })).body).toEqual([
      { id: a.companyId, name: 'Empresa A', role: 'owner' },
    ]);
    expect((await callApi('/company-names', { token: b.token })).body).toEqual([
      { id: b.companyId, name: 'Empresa B', role: 'owner' },
    ]);
  });
});
