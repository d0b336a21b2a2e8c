import { describe, expect, it } from 'vitest';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { createRecruiter, createVacancyFor, readDoc, uniqueEmail } from '../../support/recruiting';
import { adminDb, stack } from '../../support/stack';
import { linkIn, waitForEmail } from '../../support/mailbox';
import { CANDIDATE_DATA_PATH } from '@clara/domain';
import { sampleExecutable, samplePdf } from '../../../functions/src/recruiting/testing/cvSamples';

const browser = useBrowser();

/** Issue 30: the CV as a file, from a candidate's phone to the recruiter's candidate view. */
describe('the CV as a file in the browser', () => {
  it('a candidate on a 390 px phone applies with a PDF; the recruiter reads its text and opens the original', async () => {
    const recruiter = await createRecruiter('Panadería La Espiga');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Maestra panadera' });
    const pdf = samplePdf([
      'Carmen Ibáñez Soto',
      'Maestra panadera, 9 años en obrador artesanal',
      'Masa madre y bollería',
    ]);

    const { page, errors } = await browser.openPage({ width: 390, height: 844 });
    await page.goto(`/job/${vacancyId}`);
    await page.getByRole('heading', { name: 'Maestra panadera' }).waitFor();
    await page.getByLabel('I have read the job description and meet the requirements').check();
    await page.getByRole('button', { name: 'Postularme' }).click();
    await page.getByLabel('Nombre completo').fill('Carmen Ibáñez');
    const candidateEmail = uniqueEmail('panadera');
    await page.getByLabel('Correo electrónico').fill(candidateEmail);
    const next = page.getByRole('button', { name: 'Siguiente' });
    await next.click();

    await page.getByText('Paso 2 de 4').waitFor();
    const picker = page.getByLabel('Sube tu CV (PDF o DOCX)');
    // A program renamed cv.pdf is refused by its content, before anything is sent.
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: sampleExecutable() });
    await page.getByText('El archivo del CV debe ser un PDF o un documento de Word (.docx).').waitFor();
    expect(await next.isDisabled()).toBe(true);

    // The real file: its name and size shown, and a way to take it back.
    await picker.setInputFiles({ name: 'CV Carmen Ibáñez.pdf', mimeType: 'application/pdf', buffer: pdf });
    const attached = page.getByRole('group', { name: 'CV adjunto' });
    await attached.getByText('CV Carmen Ibáñez.pdf').waitFor();
    await attached.getByText('1 KB').waitFor();
    expect(await page.getByText('El archivo del CV debe ser un PDF').count()).toBe(0);
    await attached.getByRole('button', { name: 'Quitar CV Carmen Ibáñez.pdf' }).click();
    await picker.waitFor();
    expect(await attached.count()).toBe(0);
    expect(await next.isDisabled()).toBe(true);
    await picker.setInputFiles({ name: 'CV Carmen Ibáñez.pdf', mimeType: 'application/pdf', buffer: pdf });
    await attached.waitFor();
    // An easy target on the phone, and nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next.click();

    await page.getByText('Paso 3 de 4').waitFor();
    await next.click();
    await page.getByText('Archivo del CV: CV Carmen Ibáñez.pdf').waitFor();
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByText('¡Postulación enviada!').waitFor();

    const snapshot = await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get();
    expect(snapshot.size).toBe(1);
    const applicationId = snapshot.docs[0]!.id;
    const stored = await readDoc(`applications/${applicationId}`);
    expect(stored!.cv).toBe('Carmen Ibáñez Soto\nMaestra panadera, 9 años en obrador artesanal\nMasa madre y bollería');
    expect(stored!.cvFile).toMatchObject({ name: 'CV Carmen Ibáñez.pdf', mimeType: 'application/pdf' });
    expect(errors).toEqual([]);

    // The recruiter: the text in the CV view, the file beside it, the original opened as it was sent.
    const recruiterPage = await browser.openPage();
    await signIn(recruiterPage.page, recruiter);
    const row = recruiterPage.page.locator('article.rc-vacancy', { hasText: 'Maestra panadera' });
    await row.getByRole('button', { name: /Maestra panadera/ }).click();
    await row.getByRole('button', { name: 'Carmen Ibáñez' }).click();
    const dialog = recruiterPage.page.getByRole('dialog', { name: 'Datos del candidato' });
    expect(await dialog.getByLabel('Currículum').inputValue()).toContain('Maestra panadera, 9 años en obrador');
    const original = dialog.getByRole('group', { name: 'Archivo original' });
    await original.getByText('CV Carmen Ibáñez.pdf').waitFor();
    const [download] = await Promise.all([
      recruiterPage.page.waitForEvent('download'),
      original.getByRole('button', { name: 'Abrir el original' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('CV Carmen Ibáñez.pdf');
    expect((await downloadedBytes(download)).equals(pdf)).toBe(true);
    expect(recruiterPage.errors).toEqual([]);

    // The candidate gets their own file back from the emailed /mis-datos link (their data, GDPR art. 15).
    const link = linkIn(
      await waitForEmail(candidateEmail, { subject: 'Recibimos tu postulación' }),
      `${stack().url}${CANDIDATE_DATA_PATH}#`,
    );
    await page.goto(link.replace(stack().url, ''));
    const [own] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mi CV (CV Carmen Ibáñez.pdf)' }).click(),
    ]);
    expect((await downloadedBytes(own)).equals(pdf)).toBe(true);
    expect(errors).toEqual([]);
  });
});
