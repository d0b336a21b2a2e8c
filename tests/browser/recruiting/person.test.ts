import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { signIn } from '../../support/recruitingBrowser';
import { applyTo, createRecruiter, createVacancyFor, uniqueEmail } from '../../support/recruiting';
import { adminDb, callApi } from '../../support/stack';

const browser = useBrowser();

/** Issue 32: one person across vacancies, in the candidate modal. */
describe('one person across vacancies in the browser', () => {
  it('two applications with one email appear as one person with both listed, get a tag, are added to another vacancy, and the person is erased in one action', async () => {
    const recruiter = await createRecruiter('Talleres Unidos');
    const vacancyA = await createVacancyFor(recruiter, { jobTitle: 'Soldadora Certificada' });
    const vacancyB = await createVacancyFor(recruiter, { jobTitle: 'Jefa de Taller' });
    const vacancyC = await createVacancyFor(recruiter, { jobTitle: 'Pintora Industrial' });
    const email = uniqueEmail('persona');
    const first = await applyTo(vacancyA, { name: 'Rosa Quintero', email, source: 'linkedin' });
    const second = await applyTo(vacancyB, { name: 'Rosa Quintero', email });

    const { page, errors } = await browser.openPage();
    await signIn(page, recruiter);
    const row = page.locator('article.rc-vacancy', { hasText: 'Soldadora Certificada' });
    await row.getByRole('button', { name: /Soldadora Certificada/ }).click();
    await row.getByRole('button', { name: 'Rosa Quintero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    const section = dialog.getByRole('region', { name: 'Otras postulaciones' });
    const items = section.getByTestId('person-application');
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    const soldadora = items.filter({ hasText: 'Soldadora Certificada' });
    expect(await soldadora.getByTestId('person-source').textContent()).toBe('LinkedIn');
    await soldadora.getByText('(Esta postulación)').waitFor();
    const jefa = items.filter({ hasText: 'Jefa de Taller' });
    expect(await jefa.getByTestId('person-source').textContent()).toBe('Directo');

    // A tag for the person: shown in the modal, and on the candidate's row.
    const tags = section.getByTestId('person-tags');
    await tags.getByPlaceholder('Nueva etiqueta').fill('Turno noche');
    await tags.getByRole('button', { name: 'Añadir etiqueta' }).click();
    await tags.getByRole('button', { name: 'Quitar etiqueta Turno noche' }).waitFor();
    // Too long a tag is refused with the server's Spanish text.
    await tags.getByPlaceholder('Nueva etiqueta').fill('x'.repeat(31));
    await tags.getByRole('button', { name: 'Añadir etiqueta' }).click();
    await tags.getByRole('alert').getByText('Cada etiqueta debe tener entre 1 y 30 caracteres.').waitFor();
    await row.getByTestId('candidate-tags').getByText('Turno noche').waitFor();

    // «Añadir a otra vacante»: only the vacancy she is not in is offered; she is added there as Nueva, by the team.
    const adding = section.getByTestId('person-add-to-vacancy');
    const picker = adding.getByLabel('Vacante');
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Elige una vacante activa',
      'Pintora Industrial',
    ]);
    await picker.selectOption({ label: 'Pintora Industrial' });
    await adding.getByRole('button', { name: 'Añadir' }).click();
    await adding.getByRole('status').getByText('Añadida a «Pintora Industrial» como Nueva.').waitFor();
    const pintora = items.filter({ hasText: 'Pintora Industrial' });
    await pintora.waitFor();
    expect(await pintora.getByTestId('person-source').textContent()).toBe('Añadido por el equipo');
    await adding.getByText('No hay otra vacante activa a la que añadir a esta persona.').waitFor();
    const added = await adminDb().collection('applications').where('vacancyId', '==', vacancyC).get();
    expect(added.docs.map((doc) => doc.data())).toMatchObject([{ email, status: 'Nueva', source: 'equipo' }]);

    page.once('dialog', (confirm) => void confirm.accept());
    await dialog.getByRole('button', { name: 'Borrar a la persona y sus 3 postulaciones' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const id of [first.applicationId, second.applicationId, added.docs[0]!.id])
      expect((await adminDb().doc(`applications/${id}`).get()).exists).toBe(false);
    // The one refused request is the too-long tag's.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });

  it('«Buscar candidatos» on the dashboard finds a person by tag, and their application opens the candidate modal', async () => {
    const recruiter = await createRecruiter('Buscamos Gente');
    const vacancyA = await createVacancyFor(recruiter, { jobTitle: 'Carpintera' });
    const vacancyB = await createVacancyFor(recruiter, { jobTitle: 'Ebanista' });
    const email = uniqueEmail('etiquetada');
    await applyTo(vacancyA, { name: 'Marta Solís', email });
    const second = await applyTo(vacancyB, { name: 'Marta Solís', email });
    await applyTo(vacancyB, { name: 'Mario Sin Etiqueta' });
    const tagged = await callApi(`/person/${second.applicationId}/tags`, {
      method: 'PUT',
      body: { tags: ['Bilingüe'] },
      token: recruiter.token,
    });
    expect(tagged.status).toBe(200);

    const { page, errors } = await browser.openPage();
    await signIn(page, recruiter);
    const search = page.getByRole('region', { name: 'Buscar candidatos' });
    await search.getByLabel('Nombre, correo o etiqueta').fill('bilingue');
    await search.getByRole('button', { name: 'Buscar' }).click();
    const found = search.getByTestId('found-person');
    await found.first().waitFor();
    expect(await found.count()).toBe(1);
    expect(await found.getByRole('strong').textContent()).toBe('Marta Solís');
    await found.getByTestId('candidate-tags').getByText('Bilingüe').waitFor();
    expect((await found.getByRole('button').allTextContents()).sort()).toEqual([
      'Carpintera · Nueva',
      'Ebanista · Nueva',
    ]);

    await found.getByRole('button', { name: 'Ebanista · Nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
    await dialog.getByText(email).first().waitFor();
    // The modal is the Ebanista application's, and lists her other one.
    const mine = dialog.getByRole('region', { name: 'Otras postulaciones' }).getByTestId('person-application');
    await mine.filter({ hasText: 'Ebanista' }).getByText('(Esta postulación)').waitFor();
    await mine.filter({ hasText: 'Carpintera' }).waitFor();
    expect(errors).toEqual([]);
  });
});
