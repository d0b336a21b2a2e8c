import { RECRUITING_ERRORS, TEAM_ERRORS } from '@clara/domain';
import { describe, expect, it } from 'vitest';
import { addMember, invitationIdIn, invitationLink, signInWithLink } from '../../support/team';
import { applyTo, createRecruiter, createVacancyFor, readDoc, signUpUser, uniqueEmail } from '../../support/recruiting';
import { waitForEmail } from '../../support/mailbox';
import { adminDb, callApi } from '../../support/stack';

const invite = (token: string, email: string) => callApi('/team/invitations', { body: { email }, token });

describe('a company team', () => {
  it('invites a colleague by email; following the link makes them a member who sees and changes the company data', async () => {
    const owner = await createRecruiter('Textiles Andinos');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Tejedora senior' });
    const { applicationId } = await applyTo(vacancyId);
    const email = uniqueEmail('colega');

    const invited = await invite(owner.token, email.toUpperCase());
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, invitedBy: owner.email });
    const mail = await waitForEmail(email, { subject: 'te invita a su equipo' });
    expect(mail.subject).toBe('Textiles Andinos te invita a su equipo en Clara');
    expect(mail.text).toContain(`${owner.email} te invita a unirte al equipo de Textiles Andinos`);
    expect((await callApi('/team', { token: owner.token })).body.invitations).toEqual([
      expect.objectContaining({ email }),
    ]);

    const link = await invitationLink(email);
    const member = await signInWithLink(email, link);
    const accepted = await callApi('/team/accept-invitation', {
      body: { invitationId: invitationIdIn(link) },
      token: member.token,
    });
    expect(accepted).toMatchObject({ status: 200, body: { id: owner.companyId, name: 'Textiles Andinos' } });

    const vacancies = await callApi('/vacancies', { token: member.token });
    expect(vacancies.status).toBe(200);
    expect(vacancies.body.map((v: { title: string }) => v.title)).toEqual(['Tejedora senior']);
    const changed = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Descartado', notes: 'Llamar el lunes' },
      token: member.token,
    });
    expect(changed.status).toBe(200);
    const history = (await readDoc(`applications/${applicationId}`))!.statusHistory;
    expect(history.at(-1)).toMatchObject({
      status: 'Descartado',
      notes: 'Llamar el lunes',
      by: { uid: member.uid, email },
    });

    const team = (await callApi('/team', { token: member.token })).body;
    expect(team.you).toEqual({ uid: member.uid, role: 'recruiter' });
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'recruiter'],
    ]);
    expect(team.invitations).toEqual([]);
    // The data stays the company's: the member's profile names the company, nothing is copied to them.
    expect(await readDoc(`users/${member.uid}`)).toMatchObject({ companyId: owner.companyId, email });
  });

  it('refuses an account that already belongs to a company, and a colleague already in the team', async () => {
    const owner = await createRecruiter();
    const other = await createRecruiter();
    const taken = await invite(owner.token, other.email);
    expect(taken).toMatchObject({ status: 409, body: { error: TEAM_ERRORS.alreadyInCompany } });
    const member = await addMember(owner, uniqueEmail('colega'));
    expect(await invite(owner.token, member.email)).toMatchObject({
      status: 409,
      body: { error: TEAM_ERRORS.alreadyMember },
    });
    expect((await callApi('/team', { token: owner.token })).body.invitations).toEqual([]);
  });

  it('lets only the owner manage the team, and never remove themself', async () => {
    const owner = await createRecruiter();
    const member = await addMember(owner, uniqueEmail('colega'));
    expect(await invite(member.token, uniqueEmail())).toMatchObject({
      status: 403,
      body: { error: TEAM_ERRORS.ownerOnly },
    });
    expect(await callApi(`/team/members/${owner.uid}`, { method: 'DELETE', token: member.token })).toMatchObject({
      status: 403,
      body: { error: TEAM_ERRORS.ownerOnly },
    });
    expect(await callApi(`/team/members/${owner.uid}`, { method: 'DELETE', token: owner.token })).toMatchObject({
      status: 400,
      body: { error: TEAM_ERRORS.cannotRemoveSelf },
    });
    expect((await callApi('/team', { token: owner.token })).body.members).toHaveLength(2);
  });

  it('removes a member, who loses access at once', async () => {
    const owner = await createRecruiter();
    await createVacancyFor(owner);
    const member = await addMember(owner, uniqueEmail('colega'));
    expect((await callApi('/vacancies', { token: member.token })).status).toBe(200);

    expect(await callApi(`/team/members/${member.uid}`, { method: 'DELETE', token: owner.token })).toMatchObject({
      status: 200,
    });
    // The same, still valid ID token: the next call finds no company.
    expect(await callApi('/vacancies', { token: member.token })).toMatchObject({
      status: 403,
      body: { error: RECRUITING_ERRORS.noCompany },
    });
    expect((await callApi('/team', { token: member.token })).status).toBe(403);
    expect((await callApi('/team', { token: owner.token })).body.members.map((m: { uid: string }) => m.uid)).toEqual([
      owner.uid,
    ]);
  });

  it('revokes an invitation: its link no longer joins the company', async () => {
    const owner = await createRecruiter();
    const email = uniqueEmail('colega');
    const { body: invitation } = await invite(owner.token, email);
    const link = await invitationLink(email);
    expect(await callApi(`/team/invitations/${invitation.id}`, { method: 'DELETE', token: owner.token })).toMatchObject(
      { status: 200 },
    );
    expect((await callApi('/team', { token: owner.token })).body.invitations).toEqual([]);

    const colleague = await signInWithLink(email, link);
    const accepted = await callApi('/team/accept-invitation', {
      body: { invitationId: invitationIdIn(link) },
      token: colleague.token,
    });
    expect(accepted).toMatchObject({ status: 404, body: { error: TEAM_ERRORS.invitationNotFound } });
    expect(await readDoc(`users/${colleague.uid}`)).toBeUndefined();
  });

  it('joins only the account of the invited, verified address', async () => {
    const owner = await createRecruiter();
    const email = uniqueEmail('colega');
    await invite(owner.token, email);
    const invitationId = invitationIdIn(await invitationLink(email));

    const stranger = await signUpUser();
    // A password account made with the invited address has not proved it owns that inbox.
    const impostor = await signUpUser(email);
    for (const token of [stranger.token, impostor.token]) {
      expect(await callApi('/team/accept-invitation', { body: { invitationId }, token })).toMatchObject({
        status: 403,
        body: { error: TEAM_ERRORS.invitationOtherEmail },
      });
    }
    expect(await readDoc(`users/${stranger.uid}`)).toBeUndefined();
    expect(await readDoc(`users/${impostor.uid}`)).toBeUndefined();
    expect(await readDoc(`team_invitations/${invitationId}`)).toMatchObject({ companyId: owner.companyId, email });
  });

  it('keeps each company to itself: another company gets 404 and changes nothing', async () => {
    const owner = await createRecruiter();
    const member = await addMember(owner, uniqueEmail('colega'));
    const email = uniqueEmail('pendiente');
    const { body: invitation } = await invite(owner.token, email);
    const rival = await createRecruiter();

    expect(await callApi(`/team/invitations/${invitation.id}`, { method: 'DELETE', token: rival.token })).toMatchObject(
      {
        status: 404,
        body: { error: TEAM_ERRORS.invitationNotFound },
      },
    );
    expect(await callApi(`/team/members/${member.uid}`, { method: 'DELETE', token: rival.token })).toMatchObject({
      status: 404,
      body: { error: TEAM_ERRORS.memberNotFound },
    });
    const rivalTeam = (await callApi('/team', { token: rival.token })).body;
    expect(rivalTeam.members.map((m: { uid: string }) => m.uid)).toEqual([rival.uid]);
    expect(rivalTeam.invitations).toEqual([]);
    expect(await readDoc(`users/${member.uid}`)).toMatchObject({ companyId: owner.companyId });
    expect(await readDoc(`team_invitations/${invitation.id}`)).toBeDefined();
  });

  it('answers bad input and missing tokens clearly, storing nothing', async () => {
    const owner = await createRecruiter();
    const bad = await invite(owner.token, 'no-es-un-correo');
    expect(bad).toMatchObject({ status: 400, body: { error: 'El correo electrónico no tiene un formato válido.' } });
    expect(await callApi('/team/invitations', { body: { email: 'x@y.test' } })).toMatchObject({ status: 401 });
    expect(await callApi('/team')).toMatchObject({ status: 401 });
    expect((await adminDb().collection('team_invitations').where('companyId', '==', owner.companyId).get()).size).toBe(
      0,
    );
  });

  it('invites with a role (issue 32): a hiring manager joins with that role and only the vacancies chosen', async () => {
    const owner = await createRecruiter('Roles al Invitar');
    const assigned = await createVacancyFor(owner, { jobTitle: 'Panadero' });
    const other = await createVacancyFor(owner, { jobTitle: 'Repostero' });
    const stranger = await createVacancyFor(await createRecruiter('Ajena S.A.'), { jobTitle: 'Ajena' });
    const email = uniqueEmail('responsable');

    // Vacancies for a role that has none, or a vacancy of another company: refused, nothing stored or sent.
    const wrongRole = await callApi('/team/invitations', {
      body: { email, role: 'recruiter', vacancyIds: [assigned] },
      token: owner.token,
    });
    expect(wrongRole.status).toBe(400);
    expect(JSON.stringify(wrongRole.body)).toContain(TEAM_ERRORS.vacanciesOnlyForHiringManager);
    const foreign = await callApi('/team/invitations', {
      body: { email, role: 'hiringManager', vacancyIds: [stranger] },
      token: owner.token,
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain(TEAM_ERRORS.unknownVacancy);
    expect((await adminDb().collection('team_invitations').where('email', '==', email).get()).size).toBe(0);

    const invited = await callApi('/team/invitations', {
      body: { email, role: 'hiringManager', vacancyIds: [assigned] },
      token: owner.token,
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: 'hiringManager', vacancyIds: [assigned] });
    const team = await callApi('/team', { token: owner.token });
    expect(team.body.invitations).toEqual([expect.objectContaining({ email, role: 'hiringManager' })]);

    const link = await invitationLink(email);
    const member = await signInWithLink(email, link);
    const accepted = await callApi('/team/accept-invitation', {
      body: { invitationId: invitationIdIn(link) },
      token: member.token,
    });
    expect(accepted.status).toBe(200);
    expect(await readDoc(`users/${member.uid}`)).toMatchObject({ role: 'hiringManager', vacancyIds: [assigned] });
    // The role holds at once: the assigned vacancy is listed, the other one is not.
    const seen = await callApi('/vacancies', { token: member.token });
    expect(seen.body.map((vacancy: { id: string }) => vacancy.id)).toEqual([assigned]);
    expect(seen.body.map((vacancy: { id: string }) => vacancy.id)).not.toContain(other);
  });
});
