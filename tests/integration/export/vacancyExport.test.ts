import { describe, expect, it } from 'vitest';
import { STRONG_ANSWERS } from '../../../functions/src/interview/testing/fixtures';
import {
  acceptNotice,
  applyTo,
  createRecruiter,
  createVacancyFor,
  readDoc,
  uniqueEmail,
} from '../../support/recruiting';
import { adminDb, callApi, stack } from '../../support/stack';
import { answerAll } from '../interview/helpers';
import { allRatings, saveScorecard } from '../../support/people';
import { addMember } from '../../support/team';

/** Issue 23: `GET /api/vacancy-export/{id}` as a spreadsheet gets it. */
const download = async (path: string, token?: string) => {
  const response = await fetch(`${stack().url}/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

/** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF), enough to read the export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('CSV export of a vacancy’s candidates', () => {
  it('answers UTF-8 CSV with a BOM, the candidates with accents, their source, status and Clara’s score once the member has scored', async () => {
    const recruiter = await createRecruiter('Exportadora Ñandú');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Ingeniería de Señales' });
    await applyTo(vacancyId, { name: 'José Peña, "Pepe"', source: 'whatsapp', countryCode: '+593' });
    const { applicationId } = await applyTo(vacancyId, { name: 'Begoña Álvarez' });
    const candidateId = (await readDoc(`applications/${applicationId}`))!.candidateId as string;
    const started = await callApi('/start-clara-interview', {
      body: { applicationId, candidateId, vacancyId },
      token: recruiter.token,
    });
    await acceptNotice(started.body.code);
    await answerAll(started.body.code, STRONG_ANSWERS);

    const file = await download(`/vacancy-export/${vacancyId}`, recruiter.token);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toMatch(/attachment; filename="?candidatos-ingenieria-de-senales-\d{4}-\d{2}-\d{2}\.csv/);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1));
    expect(rows[0]?.slice(0, 3)).toEqual(['Nombre', 'Correo', 'Código de país']);
    expect(rows).toHaveLength(3);
    const header = rows[0]!;
    const byName = new Map(rows.slice(1).map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]));
    expect(byName.get('José Peña, "Pepe"')).toMatchObject({
      'Código de país': '+593',
      Estado: 'Nueva',
      Fuente: 'whatsapp',
      'Puntaje de Clara': '',
    });
    // Blind scoring (on by default): the recruiter has not scored her, so the file withholds Clara's judgement.
    expect(byName.get('Begoña Álvarez')).toMatchObject({
      Estado: 'Evaluar',
      Fuente: 'directo',
      'Puntaje de Clara': 'Puntaje oculto hasta tu evaluación',
      'Valoraciones de Clara': '',
    });
    expect(
      (await saveScorecard(recruiter.token, applicationId, { ratings: allRatings(4), recommendation: 'advance' }))
        .status,
    ).toBe(200);
    const after = await download(`/vacancy-export/${vacancyId}`, recruiter.token);
    const afterRows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(after.bytes).slice(1));
    const analysed = Object.fromEntries(
      header.map((h, i) => [h, afterRows.find((row) => row[0] === 'Begoña Álvarez')![i]]),
    );
    expect(Number(analysed['Puntaje de Clara'])).toBeGreaterThan(0);
    expect(analysed['Valoraciones de Clara']).toMatch(/Comunicación: \d/);
    expect(analysed['Fecha de postulación (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Recorded in the company's audit log: who exported which vacancy, from which call (both downloads).
    const audit = await adminDb().collection('audit_log').where('companyId', '==', recruiter.companyId).get();
    const exported = expect.objectContaining({
      vacancyId,
      action: 'GET /api/vacancy-export/:id',
      actor: expect.objectContaining({ type: 'member', uid: recruiter.uid }),
    });
    expect(audit.docs.map((doc) => doc.data()).filter((entry) => entry.kind === 'candidates.exported')).toEqual([
      exported,
      exported,
    ]);
  });

  it('adds the team’s scorecards and their average score where they exist', async () => {
    const owner = await createRecruiter('Evaluadora Ñ');
    const colleague = await addMember(owner, uniqueEmail('colega'));
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Diseño de Producto' });
    await applyTo(vacancyId, { name: 'Sin Evaluar' });
    const { applicationId } = await applyTo(vacancyId, { name: 'Íñigo Evaluado' });
    // 4 everywhere is 75 on the 0–100 scale, 2 everywhere is 25: the team's average is 50.
    expect(
      (await saveScorecard(owner.token, applicationId, { ratings: allRatings(4), recommendation: 'advance' })).status,
    ).toBe(200);
    expect(
      (await saveScorecard(colleague.token, applicationId, { ratings: allRatings(2), recommendation: 'doubts' }))
        .status,
    ).toBe(200);

    const file = await download(`/vacancy-export/${vacancyId}`, owner.token);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1));
    const header = rows[0]!;
    expect(header.slice(-2)).toEqual(['Evaluaciones del equipo', 'Puntaje medio del equipo']);
    const byName = new Map(rows.slice(1).map((row) => [row[0], Object.fromEntries(header.map((h, i) => [h, row[i]]))]));
    expect(byName.get('Íñigo Evaluado')).toMatchObject({
      'Evaluaciones del equipo': '2',
      'Puntaje medio del equipo': '50',
    });
    expect(byName.get('Sin Evaluar')).toMatchObject({ 'Evaluaciones del equipo': '', 'Puntaje medio del equipo': '' });
  });

  it('is 404 for another company’s vacancy and 401 without a token', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    await applyTo(vacancyId);
    const other = await createRecruiter();
    const foreign = await download(`/vacancy-export/${vacancyId}`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.bytes.toString()).not.toContain('Gabriela');
    expect((await download(`/vacancy-export/${vacancyId}`)).status).toBe(401);
  });

  it('exports only the candidates picked on the list (issue 32), and refuses an ill-formed pick', async () => {
    const recruiter = await createRecruiter('Selección Parcial');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Soldador' });
    const [ana, beto] = await Promise.all(
      ['Ana Picada', 'Beto Picado', 'Carla Fuera'].map((name) =>
        applyTo(vacancyId, { name }).then((r) => r.applicationId),
      ),
    );
    const file = await download(`/vacancy-export/${vacancyId}?ids=${ana},${beto}`, recruiter.token);
    expect(file.status).toBe(200);
    const rows = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1));
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Ana Picada', 'Beto Picado']);
    const bad = await download(`/vacancy-export/${vacancyId}?ids=${ana},no%20v%C3%A1lido`, recruiter.token);
    expect(bad.status).toBe(400);
  });
});
