import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { poll } from '../../support/recruitingBrowser';
import { createRecruiter, createVacancyFor, readDoc, uniqueEmail } from '../../support/recruiting';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

/** Issue 33: after sending the application, the candidate may answer the voluntary questions, each optional. */
describe('voluntary self-identification', () => {
  it('is offered after the application; what the candidate picks is stored apart, the rest as not said', async () => {
    const owner = await createRecruiter();
    const vacancyId = await createVacancyFor(owner);
    const email = uniqueEmail('postulante');
    const { page, errors } = await browser.openPage();
    await page.goto(`/job/${vacancyId}`);
    await page.getByLabel('I have read the job description and meet the requirements').check();
    await page.getByRole('button', { name: 'Postularme' }).click();
    await page.getByLabel('Nombre completo').fill('Rosa Quispe');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Código de país').fill('+51');
    await page.getByLabel('Teléfono').fill('987 654 321');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel(/Pega aquí tu currículum/).fill('Analista con 5 años en banca.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Paso 3 de 4').waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'Enviar postulación' }).click();

    await page.getByRole('link', { name: 'Responder el cuestionario voluntario' }).click();
    await page.getByRole('heading', { name: 'Cuestionario voluntario de diversidad' }).waitFor();
    await page.getByText('Nadie que evalúa tu candidatura verá tus respuestas').waitFor();
    // Every question starts at "Prefiero no decirlo".
    expect(await page.getByLabel('Sexo').inputValue()).toBe('prefiero_no_decirlo');
    await page.getByLabel('Edad').selectOption({ label: '40 años o más' });
    await page.getByLabel('País de origen').selectOption({ label: 'Otro país de Latinoamérica' });
    await page.getByRole('button', { name: 'Enviar respuestas' }).click();
    await page.getByText('Gracias. Tus respuestas se guardaron aparte de tu postulación.').waitFor();

    const application = (await adminDb().collection('applications').where('email', '==', email).get()).docs[0]!;
    await poll(async () => (await readDoc(`self_identification/${application.id}`))?.answers).toEqual({
      sex: 'prefiero_no_decirlo',
      ageBand: '40_o_mas',
      disability: 'prefiero_no_decirlo',
      origin: 'otro_pais_de_latinoamerica',
    });
    // The fragment's token never reached a server in a URL.
    expect(page.url()).toContain('/autoidentificacion#');
    expect(errors).toEqual([]);
  });
});
