/**
 * Issue 33: the compliance pack through the API: the works-council sheet lists the vacancy's own skills and
 * questions and, after a rubric change, the differences; the explanation letter carries the candidate's quotes
 * and who decided; the log export filters by date in CSV and JSON; the owner only. And the retention profile: the
 * purge keeps a company's data while its profile's months have not passed, and erases it after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteBatch } from 'firebase-admin/firestore';
import { catalogueSkill } from '@clara/domain';
import { COMPLIANCE_ERRORS } from '@clara/domain/compliance/texts';
import { escapeHtml } from '@clara/domain/common/html';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import type {
  PURGE_STEPS as PurgeSteps,
  purgeExpiredData as PurgeExpiredData,
} from '../../../functions/src/trust/purge';
import type { purgeAuditLog as PurgeAuditLog } from '../../../functions/src/audit/purge';
import { connectFunctionsInProcess, disconnectFunctionsInProcess } from '../../support/functionsInProcess';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  setVacancyStatus,
  uniqueEmail,
  vacancyInput,
  type Recruiter,
} from '../../support/recruiting';
import { adminDb, callApi } from '../../support/stack';
import { writeCompanyInterview } from '../../support/sessions';
import { addMember } from '../../support/team';
import { answerAll } from '../interview/helpers';

let purgeExpiredData: typeof PurgeExpiredData;
let PURGE_STEPS: typeof PurgeSteps;
let purgeAuditLog: typeof PurgeAuditLog;

beforeAll(async () => {
  await connectFunctionsInProcess();
  ({ purgeExpiredData, PURGE_STEPS } = await import('../../../functions/src/trust/purge'));
  ({ purgeAuditLog } = await import('../../../functions/src/audit/purge'));
});
afterAll(disconnectFunctionsInProcess);

const pick = (id: string) => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors };
};
const OWN_SKILL = {
  id: 'propia-normativa',
  name: 'Normativa laboral española',
  anchors: {
    1: 'No conoce el Estatuto de los Trabajadores.',
    3: 'Conoce lo básico de contratos y jornadas.',
    5: 'Aplica convenios y registra la jornada sin ayuda.',
  },
};
const Q1 = 'Cuéntame cómo preparaste la última nómina con horas extra.';
const Q2 = '¿Qué harías si un convenio cambia a mitad de año?';
const DESIGN = {
  skills: [pick('comunicacion'), pick('trabajo-equipo'), OWN_SKILL],
  questions: [
    { id: 'p1', text: Q1, skillIds: ['propia-normativa'], goodAnswer: 'Cita el convenio.' },
    { id: 'p2', text: Q2, skillIds: ['propia-normativa', 'comunicacion'], goodAnswer: '' },
  ],
};

async function designedVacancy(owner: Recruiter) {
  return createVacancyFor(owner, { jobTitle: 'Técnico/a de nóminas', design: DESIGN });
}

describe('the compliance pack', () => {
  it('lists the vacancy’s skills and questions, and a rubric change appears in the next sheet’s differences', async () => {
    const owner = await createRecruiter('Nóminas Ibéricas S.L.');
    const vacancyId = await designedVacancy(owner);

    const first = await callApi(`/compliance/works-council/${vacancyId}`, { token: owner.token });
    expect(first.status).toBe(200);
    const sheet = first.body as string;
    for (const block of [
      '1. Información general',
      '2. Lógica y funcionamiento',
      '3. Consecuencias',
      '4. Otra información',
    ])
      expect(sheet).toContain(block);
    for (const skill of DESIGN.skills) expect(sheet).toContain(escapeHtml(skill.name));
    expect(sheet).toContain(escapeHtml(OWN_SKILL.anchors[5]));
    expect(sheet).toContain(escapeHtml(Q1));
    expect(sheet).toContain(escapeHtml(Q2));
    expect(sheet).toContain('versión de la rúbrica vacante-1');
    expect(sheet).toContain('Primera versión registrada');
    // What moves automatically, from the company's configuration.
    expect(sheet).toContain('pasa de «Entrevista» a «Evaluar»');
    expect(sheet).toContain('Cierre automático de postulaciones: desactivado.');

    // A rubric change: a skill replaced, one renamed, a question added.
    const edited = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: {
        ...vacancyInput({ jobTitle: 'Técnico/a de nóminas' }),
        status: 'Activa',
        design: {
          skills: [pick('comunicacion'), pick('resolucion-problemas'), { ...OWN_SKILL, name: 'Normativa laboral' }],
          questions: [
            ...DESIGN.questions.map((question) => ({
              ...question,
              skillIds: question.skillIds.map((id) => (id === 'trabajo-equipo' ? 'resolucion-problemas' : id)),
            })),
            {
              id: 'p3',
              text: 'Explica un error de nómina que detectaste.',
              skillIds: ['resolucion-problemas'],
              goodAnswer: '',
            },
          ],
        },
      },
      token: owner.token,
    });
    expect(edited.status).toBe(200);
    const next = (await callApi(`/compliance/works-council/${vacancyId}`, { token: owner.token })).body as string;
    expect(next).toContain('versión de la rúbrica vacante-2');
    expect(next).toContain('Cambios respecto a la versión 1');
    const change = (kind: string, type: string, label: string) =>
      `<tr><td>${kind}</td><td>${type}</td><td>${escapeHtml(label)}</td></tr>`;
    expect(next).toContain(change('Añadida', 'Competencia', catalogueSkill('resolucion-problemas')!.name));
    expect(next).toContain(change('Eliminada', 'Competencia', catalogueSkill('trabajo-equipo')!.name));
    expect(next).toContain(change('Modificada', 'Competencia', 'Normativa laboral'));
    expect(next).toContain(change('Añadida', 'Pregunta', 'Explica un error de nómina que detectaste.'));
    expect(next).not.toContain(change('Modificada', 'Pregunta', Q2));

    // The notice and the DPIA are built from the same configuration.
    const notice = await callApi('/compliance/notice', { token: owner.token });
    expect(notice.status).toBe(200);
    expect(notice.body).toContain(escapeHtml(`Técnico/a de nóminas: ${catalogueSkill('comunicacion')!.name}`));
    expect(notice.body).toContain('Normativa laboral');
    expect(notice.body).toContain('Quien decide es una persona del equipo de Nóminas Ibéricas S.L.');
    const dpia = await callApi('/compliance/dpia', { token: owner.token });
    expect(dpia.status).toBe(200);
    expect(dpia.body).toContain('Borrador generado a partir de la configuración actual');
    // Each download is in the audit log.
    const kinds = (await adminDb().collection('audit_log').where('companyId', '==', owner.companyId).get()).docs.map(
      (doc) => `${doc.get('kind')}:${doc.get('detail')}`,
    );
    expect(kinds).toContain('compliance.downloaded:Ficha del comité: Técnico/a de nóminas');
    expect(kinds).toContain('compliance.downloaded:Aviso a candidatos');
  });

  it('a change of the questions alone raises the rubric version, and the next sheet shows it (issue 33)', async () => {
    const owner = await createRecruiter('Preguntas Nuevas S.L.');
    const vacancyId = await designedVacancy(owner);
    const Q2_REWORDED = '¿Qué harías si un convenio colectivo cambia a mitad de año?';
    const Q3 = '¿Cómo registras la jornada de quien teletrabaja?';
    const edited = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: {
        ...vacancyInput({ jobTitle: 'Técnico/a de nóminas' }),
        status: 'Activa',
        design: {
          skills: DESIGN.skills,
          questions: [
            { ...DESIGN.questions[1]!, text: Q2_REWORDED },
            { id: 'p3', text: Q3, skillIds: ['propia-normativa'], goodAnswer: '' },
          ],
        },
      },
      token: owner.token,
    });
    expect(edited.status).toBe(200);
    expect((await readDoc(`vacancies/${vacancyId}`))!.design.rubricVersion).toBe(2);
    const next = (await callApi(`/compliance/works-council/${vacancyId}`, { token: owner.token })).body as string;
    expect(next).toContain('versión de la rúbrica vacante-2');
    expect(next).toContain('Cambios respecto a la versión 1');
    const change = (kind: string, type: string, label: string) =>
      `<tr><td>${kind}</td><td>${type}</td><td>${escapeHtml(label)}</td></tr>`;
    expect(next).toContain(change('Eliminada', 'Pregunta', Q1));
    expect(next).toContain(change('Modificada', 'Pregunta', Q2_REWORDED));
    expect(next).toContain(change('Añadida', 'Pregunta', Q3));
    expect(next).not.toContain('<td>Competencia</td>');

    // Saving the same design again keeps the version: nothing to show.
    const again = await callApi(`/update-vacancy/${vacancyId}`, {
      method: 'PUT',
      body: {
        ...vacancyInput({ jobTitle: 'Técnico/a de nóminas' }),
        status: 'Activa',
        design: (await readDoc(`vacancies/${vacancyId}`))!.design,
      },
      token: owner.token,
    });
    expect(again.status).toBe(200);
    expect((await readDoc(`vacancies/${vacancyId}`))!.design.rubricVersion).toBe(2);
  });

  it('writes the explanation letter with the candidate’s quotes, the history and who decided', async () => {
    const owner = await createRecruiter('Cartas Claras S.A.');
    const vacancyId = await designedVacancy(owner);
    const { applicationId } = await applyTo(vacancyId, { name: 'Lucía Ferrer' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: owner.token,
    });
    expect(started.status).toBe(200);
    await acceptNotice(started.body.code);
    await answerAll(started.body.code, STRONG_ANSWERS);
    const analysis = (await readDoc(`interview_private/${started.body.code}`))!.analysis;
    const quotes = Object.values(analysis.personalityAssessment as Record<string, { evidence?: { quote: string }[] }>)
      .flatMap((entry) => entry.evidence ?? [])
      .map((evidence) => evidence.quote);
    expect(quotes.length).toBeGreaterThan(0);
    const moved = await callApi('/update-application-status', {
      body: { applicationId, newStatus: 'Proceso', notes: '' },
      token: owner.token,
    });
    expect(moved.status).toBe(200);

    const letter = await callApi(`/compliance/letter/${applicationId}`, { token: owner.token });
    expect(letter.status).toBe(200);
    const html = letter.body as string;
    expect(html).toContain('Lucía Ferrer');
    expect(html).toContain(`«${escapeHtml(quotes[0]!)}»`);
    expect(html).toContain(`Puntuación general de la IA: ${analysis.score} de 100.`);
    expect(html).toContain(`La etapa actual, «Proceso», la decidió ${escapeHtml(owner.email)}`);
    expect(html).toContain('<td>Evaluar</td><td>Automático (sin intervención de una persona)</td>');

    // The log export of today's range carries the interview's events and the status change, as JSON and CSV.
    const today = new Date().toISOString().slice(0, 10);
    const json = await callApi(`/compliance/logs?from=${today}&to=${today}&format=json`, { token: owner.token });
    expect(json.status).toBe(200);
    const events = json.body.events as Array<{
      source: string;
      event: string;
      candidate: string;
      applicationId: string;
    }>;
    expect(events).toContainEqual(
      expect.objectContaining({
        source: 'interview',
        event: 'Entrevista asignada',
        candidate: 'Lucía Ferrer',
        applicationId,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ source: 'interview', event: 'Entrevista terminada', applicationId }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ source: 'audit', event: 'Cambió el estado', applicationId }),
    );
  });

  it('exports the logs of a date range only, in CSV and JSON; a bad range is refused in Spanish', async () => {
    const owner = await createRecruiter();
    const entry = (iso: string, detail: string) => {
      const atMs = Date.parse(iso);
      return adminDb()
        .collection('audit_log')
        .add({
          companyId: owner.companyId,
          at: Math.floor(atMs / 1000),
          atMs,
          actor: { type: 'member', uid: owner.uid, email: owner.email },
          actorKey: owner.uid,
          kind: 'vacancy.updated',
          applicationId: null,
          candidateName: null,
          vacancyId: null,
          action: 'PUT /api/update-vacancy/:vacancyId',
          detail,
        });
    };
    await entry('2026-02-28T23:59:00Z', 'antes-del-rango');
    await entry('2026-03-01T00:00:00Z', 'primero-de-marzo');
    await entry('2026-03-31T23:59:00Z', 'fin-de-marzo');
    await entry('2026-04-01T00:00:00Z', 'despues-del-rango');

    const csv = await callApi('/compliance/logs?from=2026-03-01&to=2026-03-31', { token: owner.token });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha,Tipo,Evento,Persona,Candidato,Vacante,Detalle');
    expect(lines.slice(1)).toEqual([
      `2026-03-01T00:00:00.000Z,Registro de auditoría,Editó una vacante,${owner.email},,,primero-de-marzo`,
      `2026-03-31T23:59:00.000Z,Registro de auditoría,Editó una vacante,${owner.email},,,fin-de-marzo`,
    ]);
    const json = await callApi('/compliance/logs?from=2026-03-01&to=2026-03-31&format=json', { token: owner.token });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(json.body.events.map((event: { detail: string }) => event.detail)).toEqual([
      'primero-de-marzo',
      'fin-de-marzo',
    ]);

    const reversed = await callApi('/compliance/logs?from=2026-04-01&to=2026-03-01', { token: owner.token });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(COMPLIANCE_ERRORS.badRange);
    const malformed = await callApi('/compliance/logs?from=marzo&to=2026-03-01', { token: owner.token });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain(COMPLIANCE_ERRORS.badDate);
  });

  it('exports every event of the range, past 5,000 audit entries and 2,000 applications (issue 33)', async () => {
    const owner = await createRecruiter('Registros Largos S.A.');
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const db = adminDb();
    const AUDIT_ENTRIES = 5001;
    const APPLICATIONS = 2001;
    const writes: Array<(batch: WriteBatch) => void> = [];
    for (let i = 0; i < AUDIT_ENTRIES; i++)
      writes.push((batch) =>
        batch.set(db.collection('audit_log').doc(), {
          companyId: owner.companyId,
          at: Math.floor((now - 60_000 - i) / 1000),
          atMs: now - 60_000 - i,
          actor: { type: 'member', uid: owner.uid, email: owner.email },
          actorKey: owner.uid,
          kind: 'vacancy.updated',
          applicationId: null,
          candidateName: null,
          vacancyId: null,
          action: 'PUT /api/update-vacancy/:vacancyId',
          detail: `entrada-${i}`,
        }),
      );
    const application = (name: string) => ({
      companyId: owner.companyId,
      vacancyId: 'vac-registros',
      candidateId: `cand-${name}`,
      name,
      email: `${name}@example.com`,
      status: 'Entrevista',
    });
    for (let i = 0; i < APPLICATIONS - 1; i++)
      writes.push((batch) =>
        batch.set(db.doc(`applications/app-registros-${String(i).padStart(5, '0')}`), application(`c${i}`)),
      );
    for (let i = 0; i < writes.length; i += 500) {
      const batch = db.batch();
      for (const write of writes.slice(i, i + 500)) write(batch);
      await batch.commit();
    }
    // The last application by id (a plain read of 2,000 would stop before it) has an interview created today.
    const lastId = 'zz-registros-ultima';
    const code = await writeCompanyInterview(db, {
      companyId: owner.companyId,
      vacancyId: 'vac-registros',
      applicationId: lastId,
      candidateId: 'cand-ultima',
    });
    await db
      .doc(`applications/${lastId}`)
      .set({ ...application('Candidata Última'), interviewId: `company_interviews/${code}` });

    const json = await callApi(`/compliance/logs?from=${today}&to=${today}&format=json`, { token: owner.token });
    expect(json.status).toBe(200);
    const events = json.body.events as Array<{ source: string; candidate: string; detail: string }>;
    const audit = events.filter((event) => event.source === 'audit' && event.detail.startsWith('entrada-'));
    expect(audit).toHaveLength(AUDIT_ENTRIES);
    expect(new Set(audit.map((event) => event.detail)).size).toBe(AUDIT_ENTRIES);
    // The oldest entry, the one a read of the newest 5,000 left out.
    expect(audit.map((event) => event.detail)).toContain(`entrada-${AUDIT_ENTRIES - 1}`);
    expect(events.filter((event) => event.source === 'interview')).toEqual([
      expect.objectContaining({ candidate: 'Candidata Última', detail: code }),
    ]);
    // The page lists every candidate too (the explanation letter is asked from it).
    const overview = await callApi('/compliance', { token: owner.token });
    expect(overview.status).toBe(200);
    expect(overview.body.candidates).toHaveLength(APPLICATIONS);
  }, 120_000);

  it('answers the owner only: a recruiter gets 403, another company 404', async () => {
    const owner = await createRecruiter();
    const vacancyId = await designedVacancy(owner);
    const { applicationId } = await applyTo(vacancyId);
    const recruiter = await addMember(owner, uniqueEmail('reclutador'));
    const paths = [
      '/compliance',
      '/compliance/notice',
      '/compliance/dpia',
      `/compliance/works-council/${vacancyId}`,
      `/compliance/letter/${applicationId}`,
      '/compliance/logs?from=2026-01-01&to=2026-12-31',
    ];
    for (const path of paths) {
      const refused = await callApi(path, { token: recruiter.token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toBe(COMPLIANCE_ERRORS.ownerOnly);
      expect((await callApi(path)).status, path).toBe(401);
    }
    const other = await createRecruiter();
    expect((await callApi(`/compliance/works-council/${vacancyId}`, { token: other.token })).status).toBe(404);
    expect((await callApi(`/compliance/letter/${applicationId}`, { token: other.token })).status).toBe(404);
    const overview = await callApi('/compliance', { token: other.token });
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ vacancies: [], candidates: [], retentionProfile: 'ue', retentionMonths: 12 });
  });
});

describe('retention profiles', () => {
  const DAY = 86_400;
  const MONTH = 31 * DAY;

  async function withProfile(profile: string | null) {
    const owner = await createRecruiter();
    if (profile) {
      const saved = await callApi('/company-settings', {
        method: 'PUT',
        body: { retentionProfile: profile },
        token: owner.token,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ blindScoring: true, retentionProfile: profile });
    }
    return owner;
  }

  it('is chosen by the owner in the company settings, audited; a recruiter and a bad value are refused', async () => {
    const owner = await withProfile('california');
    expect((await callApi('/company-settings', { token: owner.token })).body.retentionProfile).toBe('california');
    expect((await readDoc(`companies/${owner.companyId}`))!.retentionProfile).toBe('california');
    const overview = await callApi('/compliance', { token: owner.token });
    expect(overview.body).toMatchObject({ retentionProfile: 'california', retentionMonths: 48 });
    const audited = await adminDb()
      .collection('audit_log')
      .where('companyId', '==', owner.companyId)
      .where('kind', '==', 'company.retentionChanged')
      .get();
    expect(audited.docs.map((doc) => doc.get('detail'))).toEqual(['California (EE. UU.): 4 años']);

    const recruiter = await addMember(owner, uniqueEmail('reclutador'));
    const refused = await callApi('/company-settings', {
      method: 'PUT',
      body: { retentionProfile: 'ue' },
      token: recruiter.token,
    });
    expect(refused.status).toBe(403);
    const invalid = await callApi('/company-settings', {
      method: 'PUT',
      body: { retentionProfile: 'marte' },
      token: owner.token,
    });
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid.body)).toContain('Elige un perfil de conservación válido');
    expect((await readDoc(`companies/${owner.companyId}`))!.retentionProfile).toBe('california');
  });

  it('keeps audit entries and closed vacancies’ applications under the profile, and erases them past it', async () => {
    const now = Math.floor(Date.now() / 1000);
    const eu = await withProfile(null);
    const peru = await withProfile('peru');
    const aged = async (owner: Recruiter, months: number) =>
      (
        await adminDb()
          .collection('audit_log')
          .add({
            companyId: owner.companyId,
            at: now - months * MONTH,
            atMs: (now - months * MONTH) * 1000,
            actor: { type: 'system' },
            actorKey: 'system',
            kind: 'vacancy.updated',
            applicationId: null,
            candidateName: null,
            vacancyId: null,
            action: 'test',
            detail: `${months} meses`,
          })
      ).id;
    const euOld = await aged(eu, 20);
    const euRecent = await aged(eu, 2);
    const peruKept = await aged(peru, 20);
    const peruPast = await aged(peru, 37);
    await purgeAuditLog(now);
    const exists = async (id: string) => (await adminDb().doc(`audit_log/${id}`).get()).exists;
    expect(await exists(euOld)).toBe(false);
    expect(await exists(euRecent)).toBe(true);
    expect(await exists(peruKept)).toBe(true);
    expect(await exists(peruPast)).toBe(false);

    // A closed vacancy's applications: 20 months after closing, the EU company's are gone, Peru's stay (3 years).
    const closed = async (owner: Recruiter) => {
      const vacancyId = await createVacancyFor(owner);
      const { applicationId } = await applyTo(vacancyId);
      await setVacancyStatus(owner, vacancyId, 'Cerrada');
      await adminDb()
        .doc(`vacancies/${vacancyId}`)
        .update({ closedAt: now - 20 * MONTH });
      return { vacancyId, applicationId };
    };
    const euVacancy = await closed(eu);
    const peruVacancy = await closed(peru);
    const steps = PURGE_STEPS.filter((step) => step.name === 'applications');
    await purgeExpiredData(now, { steps });
    const applicationExists = async (id: string) => (await adminDb().doc(`applications/${id}`).get()).exists;
    expect(await applicationExists(euVacancy.applicationId)).toBe(false);
    expect(await applicationExists(peruVacancy.applicationId)).toBe(true);
    await adminDb()
      .doc(`vacancies/${peruVacancy.vacancyId}`)
      .update({ closedAt: now - 37 * MONTH });
    await purgeExpiredData(now, { steps });
    expect(await applicationExists(peruVacancy.applicationId)).toBe(false);
  });
});
