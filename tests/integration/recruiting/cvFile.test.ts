/**
 * Issue 30: the CV as a file. A candidate applies with a PDF or a DOCX; its text becomes the application's CV (the
 * team's CV view and Clara's interview read it); the file is kept as chunks under the application, which the
 * company's members open through the API, byte for byte, and the candidate downloads with their data. A file that
 * is no PDF nor DOCX, whatever its name, is refused and leaves nothing stored.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATE_DATA_PATH } from '@clara/domain';
import { adminDb, callApi, stack } from '../../support/stack';
import { applicationInput, countWhere, createRecruiter, createVacancyFor, readDoc } from '../../support/recruiting';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { sampleDocx, sampleExecutable, samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';

const PDF_MIME = 'application/pdf';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** GET of a company file route: status, headers and the bytes as they came. */
async function download(path: string, token: string) {
  const response = await fetch(`${stack().url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const chunksOf = (applicationId: string) =>
  adminDb().collection('applications').doc(applicationId).collection('cv_chunks').get();

async function applyWithFile(vacancyId: string, file: Buffer, name: string, overrides: Record<string, unknown> = {}) {
  const input = applicationInput(vacancyId, { cv: '', cvFile: { name, data: file.toString('base64') }, ...overrides });
  return { input, response: await callApi('/submit-application', { body: input }) };
}

describe('applying with the CV as a file', () => {
  it('reads a PDF’s text into the CV, and the company’s member downloads the original byte for byte (audited)', async () => {
    const recruiter = await createRecruiter('Cocinas del Pacífico');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Jefa de cocina' });
    // About 1.5 MB: its base64 takes three chunks.
    const pdf = samplePdf(['Rosa Mamani Quispe', 'Jefa de cocina en un hotel de Cusco, 6 años', 'Cocina peruana'], {
      paddingBytes: 1_500_000,
    });
    const { input, response } = await applyWithFile(vacancyId, pdf, 'Mi CV (final).pdf', { name: 'Rosa Mamani' });
    expect(response.status).toBe(201);

    const stored = await readDoc(`applications/${input.applicationId}`);
    expect(stored!.cv).toBe('Rosa Mamani Quispe\nJefa de cocina en un hotel de Cusco, 6 años\nCocina peruana');
    expect(stored!.cvFile).toMatchObject({
      name: 'Mi CV (final).pdf',
      mimeType: PDF_MIME,
      sizeBytes: pdf.length,
      totalChunks: 3,
    });
    expect((await chunksOf(input.applicationId)).size).toBe(3);

    // The team's candidate list names the file (never where its chunks are) and, since issue 31, carries no CV
    // text: the text is served, and recorded, by GET /api/application/:id/cv.
    const vacancies = await callApi('/vacancies', { token: recruiter.token });
    const listed = vacancies.body
      .flatMap((vacancy: { applications: { id: string }[] }) => vacancy.applications)
      .find((application: { id: string }) => application.id === input.applicationId);
    expect(listed).toMatchObject({ cv: '', hasCv: true });
    expect(listed.cvFile).toEqual({ name: 'Mi CV (final).pdf', mimeType: PDF_MIME, sizeBytes: pdf.length });
    const text = await callApi(`/application/${input.applicationId}/cv`, { token: recruiter.token });
    expect(text.body.cv).toContain('Jefa de cocina en un hotel de Cusco');

    const file = await download(`/application/${input.applicationId}/cv-file`, recruiter.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="Mi CV \(final\)\.pdf"/);
    expect(file.bytes.equals(pdf)).toBe(true);

    const audit = await adminDb()
      .collection('audit_log')
      .where('applicationId', '==', input.applicationId)
      .where('kind', '==', 'candidate.cvViewed')
      .get();
    expect(audit.docs.map((doc) => doc.get('action')).sort()).toEqual([
      'GET /api/application/:applicationId/cv',
      'GET /api/application/:applicationId/cv-file',
    ]);
    for (const doc of audit.docs) expect(doc.get('actor')).toMatchObject({ type: 'member', uid: recruiter.uid });
  });

  it('gives Clara’s interview the file’s text as the candidate’s CV', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const docx = await sampleDocx(['Tomás Herrera', 'Analista de datos: SQL, Python y Power BI']);
    const { input, response } = await applyWithFile(vacancyId, docx, 'tomas.docx');
    expect(response.status).toBe(201);
    const application = await readDoc(`applications/${input.applicationId}`);
    expect(application!.cvFile).toMatchObject({ name: 'tomas.docx', mimeType: DOCX_MIME });
    const started = await callApi('/start-clara-interview', {
      body: { applicationId: input.applicationId, candidateId: application!.candidateId, vacancyId },
      token: recruiter.token,
    });
    expect(started.status).toBe(200);
    const interview = await readDoc(`interview_private/${started.body.code}`);
    expect(interview!.context.candidateCV).toBe('Tomás Herrera\n\nAnalista de datos: SQL, Python y Power BI');
  });

  it('keeps what the candidate pasted beside the file after the file’s text', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { input, response } = await applyWithFile(vacancyId, samplePdf(['Ana Ruiz']), 'ana.pdf', {
      cv: 'Disponible para viajar.',
    });
    expect(response.status).toBe(201);
    expect((await readDoc(`applications/${input.applicationId}`))!.cv).toBe('Ana Ruiz\n\nDisponible para viajar.');
  });

  it('refuses a renamed executable sent as cv.pdf (400) and stores nothing', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const { input, response } = await applyWithFile(vacancyId, sampleExecutable(), 'cv.pdf');
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('El archivo del CV debe ser un PDF o un documento de Word (.docx).');
    expect(await readDoc(`applications/${input.applicationId}`)).toBeUndefined();
    expect((await chunksOf(input.applicationId)).size).toBe(0);
    expect(await countWhere('application_keys', 'applicationId', input.applicationId)).toBe(0);
    expect(await countWhere('outbox', 'applicationId', input.applicationId)).toBe(0);
    // The same person may then apply with a real file.
    const again = await applyWithFile(vacancyId, samplePdf(['Gabriela Ortiz']), 'cv.pdf', { email: input.email });
    expect(again.response.status).toBe(201);
  });

  it('refuses a PDF that cannot be read, and a file over 5 MB, storing nothing', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const broken = await applyWithFile(vacancyId, samplePdf(['Ana']).subarray(0, 80), 'cv.pdf');
    expect(broken.response.status).toBe(400);
    expect(broken.response.body.error).toBe(
      'No pudimos leer el archivo del CV. Comprueba que se abre bien o pega el texto.',
    );
    const big = Buffer.concat([samplePdf(['Ana']), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await applyWithFile(vacancyId, big, 'cv.pdf');
    expect([400, 413]).toContain(tooLarge.response.status);
    expect(tooLarge.response.body.error).toBe('El archivo del CV supera 5 MB. Sube uno más pequeño o pega el texto.');
    for (const { input } of [broken, tooLarge]) {
      expect(await readDoc(`applications/${input.applicationId}`)).toBeUndefined();
      expect((await chunksOf(input.applicationId)).size).toBe(0);
    }
  });

  it('writes no chunk when the application is refused (a second one with the same email: 409)', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const first = await applyWithFile(vacancyId, samplePdf(['Ana']), 'cv.pdf');
    expect(first.response.status).toBe(201);
    const second = await applyWithFile(vacancyId, samplePdf(['Ana otra vez']), 'cv.pdf', { email: first.input.email });
    expect(second.response.status).toBe(409);
    expect((await chunksOf(second.input.applicationId)).size).toBe(0);
    // Nor a marker of an unfinished upload (the purge's way to chunks left by a crash).
    expect(await countWhere('cv_uploads', 'applicationId', second.input.applicationId)).toBe(0);
    // Resent under the first one's id: its file stays whole.
    const resent = await applyWithFile(vacancyId, samplePdf(['Ana']), 'cv.pdf', {
      applicationId: first.input.applicationId,
      email: 'otra-direccion@prueba.test',
    });
    expect(resent.response.status).toBe(409);
    const firstChunks = await chunksOf(first.input.applicationId);
    expect(firstChunks.size).toBe((await readDoc(`applications/${first.input.applicationId}`))!.cvFile.totalChunks);
  });

  it('answers 404 to another company’s member, and to a CV that was pasted', async () => {
    const owner = await createRecruiter();
    const stranger = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const { input } = await applyWithFile(vacancyId, samplePdf(['Ana']), 'cv.pdf');
    const foreign = await download(`/application/${input.applicationId}/cv-file`, stranger.token);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.bytes.toString()).error).toBe('No se encontró la postulación.');
    const pasted = await callApi('/submit-application', { body: applicationInput(vacancyId) });
    const none = await download(`/application/${pasted.body.applicationId}/cv-file`, owner.token);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.bytes.toString()).error).toBe('Este candidato no adjuntó un archivo de CV.');
  });

  it('is in the candidate’s data download, and is erased with the application', async () => {
    const recruiter = await createRecruiter();
    const vacancyId = await createVacancyFor(recruiter);
    const pdf = samplePdf(['Lucía Vargas', 'Recepcionista bilingüe']);
    const { input } = await applyWithFile(vacancyId, pdf, 'lucia.pdf');
    const mail = await waitForEmail(input.email, { subject: 'Recibimos tu postulación' });
    const token = linkIn(mail, `${stack().url}${CANDIDATE_DATA_PATH}#`).split('#')[1]!;

    const data = await callApi('/candidate-data', { body: { token } });
    expect(data.body.application.cvFile).toEqual({ name: 'lucia.pdf', mimeType: PDF_MIME, sizeBytes: pdf.length });
    const file = await fetch(`${stack().url}/api/candidate-data/cv`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const erased = await callApi(`/application/${input.applicationId}`, { method: 'DELETE', token: recruiter.token });
    expect(erased.status).toBe(200);
    expect(await readDoc(`applications/${input.applicationId}`)).toBeUndefined();
    expect((await chunksOf(input.applicationId)).size).toBe(0);
  });
});

describe('the seed', () => {
  it('gives the demo vacancy’s app-nueva a PDF CV, made at seed time from its text', async () => {
    const application = await readDoc('applications/app-nueva');
    expect(application!.cvFile).toMatchObject({
      name: 'CV Sofía Ramírez Torres.pdf',
      mimeType: PDF_MIME,
      totalChunks: 1,
    });
    const [chunk] = (await chunksOf('app-nueva')).docs;
    const pdf = Buffer.from(chunk!.get('data') as string, 'base64');
    expect(pdf.length).toBe(application!.cvFile.sizeBytes);
    const { extractCvText } = await import('../../../functions/src/recruiting/cvText');
    const text = await extractCvText(pdf, 'pdf');
    const words = (value: string) => value.split(/\s+/).filter(Boolean);
    expect(words(text)).toEqual(words(application!.cv));
  });
});
