import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { createRecruiter, createVacancyFor, readDoc, uniqueEmail } from '../../support/recruiting';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

/** Issue 30: the job page's pay range and closing date, and a candidate answering screening questions on a phone. */
describe('pay range and screening questions in the browser', () => {
  it('a candidate on a 390 px phone sees the range, answers the screening questions before the CV and applies', async () => {
    const recruiter = await createRecruiter('Cocinas del Norte');
    const vacancyId = await createVacancyFor(recruiter, {
      jobTitle: 'Cocinera de línea',
      workplaceType: 'Onsite',
      employeeLocation: 'Bilbao',
      country: 'España',
      payRange: { min: 1500, max: 1900, currency: 'EUR', period: 'MONTH' },
      closingDate: '2099-12-31',
      screening: [
        {
          prompt: '¿Tienes permiso de trabajo en España?',
          kind: 'yesno',
          knockout: { accepted: ['yes'], autoReject: false },
        },
        { prompt: '¿Cuántos años de experiencia tienes en cocina?', kind: 'number', knockout: { min: 2 } },
        { prompt: '¿Qué turno prefieres?', kind: 'choice', options: ['Mañana', 'Tarde'] },
      ],
    });
    const { page, errors } = await browser.openPage({ width: 390, height: 844 });
    await page.goto(`/job/${vacancyId}`);
    await page.getByRole('heading', { name: 'Cocinera de línea' }).waitFor();
    await page.getByText('1500 – 1900 EUR al mes').waitFor();
    await page.getByText('31/12/2099').waitFor();

    const [posting] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1500, maxValue: 1900, unitText: 'MONTH' },
    });
    expect(posting.validThrough).toBe('2099-12-31T23:59:59.000Z');

    await page.getByLabel('I have read the job description and meet the requirements').check();
    await page.getByRole('button', { name: 'Postularme' }).click();
    const email = uniqueEmail('cocinera');
    await page.getByLabel('Nombre completo').fill('Nerea Etxeberria');
    await page.getByLabel('Correo electrónico').fill(email);
    const next = page.getByRole('button', { name: 'Siguiente' });
    await next.click();

    // The screening step comes before the CV; an unanswered question is refused with a Spanish message.
    await page.getByText('Postulación · Preguntas de la empresa').waitFor();
    await next.click();
    expect(await page.getByText('Responde esta pregunta.').count()).toBe(3);
    await page
      .getByRole('group', { name: '¿Tienes permiso de trabajo en España?' })
      .getByRole('radio', { name: 'Sí' })
      .check();
    await page.getByLabel('¿Cuántos años de experiencia tienes en cocina?').fill('1');
    await page.getByRole('group', { name: '¿Qué turno prefieres?' }).getByRole('radio', { name: 'Tarde' }).check();
    // Nothing on the phone is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next.click();

    await page.getByText('Paso 2 de 4').waitFor();
    await page.getByLabel(/Pega aquí tu currículum/).fill('Seis meses de ayudante de cocina en un asador.');
    await next.click();
    await page.getByText('Paso 3 de 4').waitFor();
    await next.click();
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await page.getByText('¡Postulación enviada!').waitFor();

    const snapshot = await adminDb().collection('applications').where('vacancyId', '==', vacancyId).get();
    expect(snapshot.size).toBe(1);
    const stored = await readDoc(`applications/${snapshot.docs[0]!.id}`);
    // The experience knock-out (min 2) is not met and does not reject on its own: Nueva, marked.
    expect(stored).toMatchObject({ status: 'Nueva', screening: { knockedOut: true, autoRejected: false } });
    expect(stored!.screening.answers.map((answer: any) => [answer.answer, answer.knockedOut])).toEqual([
      ['yes', false],
      ['1', true],
      ['Tarde', false],
    ]);
    expect(errors).toEqual([]);
  });
});
