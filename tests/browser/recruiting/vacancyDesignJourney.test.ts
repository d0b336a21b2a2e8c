import { AI_NOTICE } from '@clara/domain';
/**
 * Issue 30, the recruiter's whole journey in the browser: designs a vacancy (two catalogue skills and one of
 * their own, two own questions with their notes, one knock-out screening question, a pay range and a closing
 * date), keeps it unpublished while clicking «Probar entrevista», takes the interview as a candidate would and
 * reads the analysis rating exactly those skills with each answer beside its note, then publishes it: the job
 * page shows the range and its JobPosting JSON-LD carries baseSalary and validThrough.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { adminDb } from '../../support/stack';
import { createRecruiter, readDoc } from '../../support/recruiting';
import {
  DESIGN_NOTE1,
  DESIGN_NOTE2,
  DESIGN_Q1,
  DESIGN_Q2,
  KITCHEN_ANSWERS,
  KITCHEN_DESIGN,
  OWN_SKILL,
  fillDesignStep,
} from '../../support/design';
import { sendAndWaitReply } from '../interview/helpers';

const browser = useBrowser();
const SKILL_NAMES = KITCHEN_DESIGN.skills.map((skill) => skill.name);
const KNOCKOUT = '¿Tienes el carné de manipulador de alimentos?';

/** The job page's JobPosting, if it has one. */
const jobPosting = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
        .find((data) => data['@type'] === 'JobPosting'),
    );

/** Opens the vacancy's edit modal from the dashboard (its group opened, its row expanded). */
async function openEdit(page: Page, vacancyId: string, group: 'Vacantes Activas' | 'Vacantes Inactivas') {
  await page.goto('/dashboard');
  const section = page.getByRole('region', { name: group });
  const head = section.locator('.rc-group-head');
  await head.waitFor();
  if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
  const row = section.locator(`article.rc-vacancy[data-vacancy-id="${vacancyId}"]`);
  await row.locator('.rc-vacancy-head').click();
  await row.getByRole('button', { name: 'Editar vacante' }).click();
  const modal = page.getByRole('dialog', { name: 'Editar vacante' });
  await modal.waitFor();
  return modal;
}

async function saveStatus(
  page: Page,
  vacancyId: string,
  from: 'Vacantes Activas' | 'Vacantes Inactivas',
  status: string,
) {
  const modal = await openEdit(page, vacancyId, from);
  await modal.getByLabel('Estado').selectOption(status);
  await modal.getByRole('button', { name: 'Guardar cambios' }).click();
  // Saved: the modal closes (a failure would alert and keep it open). The API may be slow on a loaded machine.
  await modal.waitFor({ state: 'detached', timeout: 90_000 });
}

describe('a recruiter designs, tries and publishes a vacancy (issue 30)', () => {
  it('tries the designed interview, sees the analysis on exactly its skills, then publishes it with its pay range', async () => {
    const recruiter = await createRecruiter('Cocinas del Pacífico');
    const { page, errors } = await browser.openPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await signIn(page, recruiter);
    await page.goto('/create-vacancy');
    await poll(() => page.getByLabel('Empresa').inputValue()).toBe('Cocinas del Pacífico');
    await page.getByLabel('Título del puesto').fill('Cocinero/a de partida');
    await page.getByLabel('Ciudad').fill('Lima');
    await page.getByLabel('Descripción').fill('Restaurante de 120 cubiertos: partida de fríos y control APPCC.');

    // The design: two skills of the catalogue, one of the company's own with its anchors, two own questions.
    const { step, skills } = await fillDesignStep(page, {
      catalogue: [SKILL_NAMES[0]!, SKILL_NAMES[1]!],
      own: OWN_SKILL,
      questions: [
        [DESIGN_Q1, SKILL_NAMES[0]!, DESIGN_NOTE1],
        [DESIGN_Q2, SKILL_NAMES[1]!, DESIGN_NOTE2],
      ],
    });

    // The pay range and closing date, and one knock-out screening question (accepted: Sí).
    const pay = page.getByRole('group', { name: 'Rango salarial' });
    await pay.getByLabel('Mínimo').fill('1500');
    await pay.getByLabel('Máximo').fill('1900');
    await pay.getByLabel('Moneda').selectOption('EUR');
    await pay.getByLabel('Periodo').selectOption('MONTH');
    await pay.getByLabel('Fecha de cierre (opcional)').fill('2099-12-31');
    const screening = page.locator('.rc-screening-section');
    await screening.getByRole('button', { name: 'Añadir pregunta de filtro' }).click();
    await screening.getByLabel('Pregunta 1').fill(KNOCKOUT);
    await screening.getByLabel('Eliminatoria').check();
    await screening.getByRole('group', { name: 'Respuestas aceptadas' }).getByLabel('Sí').check();

    await skills.getByText('3 elegidas').waitFor();
    expect(await step.getByTestId('own-question-form').count()).toBe(2);
    await page.getByRole('button', { name: 'Crear vacante' }).click();
    await page.waitForURL('**/dashboard');
    const listed = await adminDb().collection('vacancies').where('companyId', '==', recruiter.companyId).get();
    expect(listed.size).toBe(1);
    const vacancy = { id: listed.docs[0]!.id, ...listed.docs[0]!.data() } as Record<string, any>;
    expect(vacancy.design.skills.map((skill: { name: string }) => skill.name)).toEqual(SKILL_NAMES);
    expect(vacancy.design.questions.map((question: { text: string }) => question.text)).toEqual([DESIGN_Q1, DESIGN_Q2]);
    expect(vacancy).toMatchObject({
      payRange: { min: 1500, max: 1900, currency: 'EUR', period: 'MONTH' },
      closingDate: '2099-12-31',
    });
    expect(vacancy.screening).toEqual([
      expect.objectContaining({
        prompt: KNOCKOUT,
        kind: 'yesno',
        knockout: expect.objectContaining({ accepted: ['yes'] }),
      }),
    ]);

    // Kept unpublished while the recruiter tries it: the job page takes no applications and has no JobPosting.
    await saveStatus(page, vacancy.id, 'Vacantes Activas', 'No Activa');
    // The job page is rendered by its own function (slow to start on a loaded machine).
    await page.goto(`/job/${vacancy.id}`, { timeout: 120_000 });
    await page.getByText('Esta vacante ya no recibe postulaciones.').waitFor();
    expect(await jobPosting(page)).toBeUndefined();

    // «Probar entrevista»: the recruiter takes the vacancy's interview as a candidate would.
    const modal = await openEdit(page, vacancy.id, 'Vacantes Inactivas');
    await modal.getByRole('button', { name: 'Probar entrevista' }).click();
    await page.waitForURL(/\/clara\?code=/);
    const code = new URL(page.url()).searchParams.get('code')!;
    await page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    // Issue 33: a company interview (this one too) starts with the AI notice, acknowledged before the first turn.
    await page.getByTestId('ai-notice').getByRole('button', { name: AI_NOTICE.acknowledge }).click();
    await page.locator('#chat-input').waitFor();
    const firstQuestion = page.locator('li[data-type="system"]').first();
    await poll(() => firstQuestion.textContent()).toContain(DESIGN_Q1);
    for (let index = 0; (await page.locator('#chat-input').count()) > 0; index += 1) {
      expect(index).toBeLessThan(12);
      await sendAndWaitReply(page, KITCHEN_ANSWERS[index % KITCHEN_ANSWERS.length]!);
    }
    await page.getByRole('button', { name: 'Ver Análisis' }).click();
    await page.waitForURL(`**/analysis?code=${code}`);

    // The analysis rates exactly the vacancy's three skills, and shows each answer beside its note.
    await poll(() => page.getByTestId('competency').count()).toBe(3);
    const rated = await page.getByTestId('competency').allTextContents();
    for (const name of SKILL_NAMES) expect(rated.some((text) => text.includes(name))).toBe(true);
    expect(rated.some((text) => text.includes('Comunicación'))).toBe(false);
    const analysis = (await readDoc(`interview_private/${code}`))!.analysis;
    expect(Object.keys(analysis.personalityAssessment).sort()).toEqual([...SKILL_NAMES].sort());
    expect(analysis.rubricVersion).toBe('vacante-1');
    const items = page.getByTestId('own-question');
    await poll(() => items.count()).toBe(2);
    await items.nth(0).getByText(DESIGN_NOTE1).waitFor();
    await items
      .nth(0)
      .getByText(/Primero apuntaba las temperaturas/)
      .waitFor();
    await items.nth(1).getByText(DESIGN_NOTE2).waitFor();

    // Published: the job page shows the range and its JobPosting carries baseSalary and validThrough.
    await saveStatus(page, vacancy.id, 'Vacantes Inactivas', 'Activa');
    // The job page is rendered by its own function (slow to start on a loaded machine).
    await page.goto(`/job/${vacancy.id}`, { timeout: 120_000 });
    await page.getByRole('heading', { name: 'Cocinero/a de partida' }).waitFor();
    await page.getByText('1500 – 1900 EUR al mes').waitFor();
    await page.getByRole('button', { name: 'Postularme' }).waitFor();
    const posting = await jobPosting(page);
    expect(posting?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1500, maxValue: 1900, unitText: 'MONTH' },
    });
    expect(posting?.validThrough).toBe('2099-12-31T23:59:59.000Z');
    expect(alerts).toEqual(['Vacancy created!', 'Vacancy Updated!', 'Vacancy Updated!']);
    expect(errors).toEqual([]);
  }, 400_000);
});
