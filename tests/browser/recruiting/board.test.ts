import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { callApi } from '../../support/stack';
import { CANDIDATES_PAGE_SIZE } from '@clara/domain/recruiting/pipeline/model';
import { applyTo, createRecruiter, createVacancyFor, readDoc, type Recruiter } from '../../support/recruiting';

const browser = useBrowser();

/** A vacancy with two candidates in Evaluar and two in Nueva, made through the API. */
async function seedVacancy() {
  const recruiter = await createRecruiter('Textiles del Sur');
  const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Diseñadora Textil' });
  const apply = (name: string) => applyTo(vacancyId, { name }).then((r) => r.applicationId as string);
  const [ana, carla, beto, dora] = await Promise.all(['Ana Arce', 'Carla Cruz', 'Beto Baca', 'Dora Díaz'].map(apply));
  for (const id of [ana, carla]) {
    const moved = await callApi('/update-application-status', {
      body: { applicationId: id, newStatus: 'Evaluar', notes: '' },
      token: recruiter.token,
    });
    expect(moved.status).toBe(200);
  }
  return { recruiter, vacancyId, ids: { ana: ana!, carla: carla!, beto: beto!, dora: dora! } };
}

const column = (page: Page, status: string) => page.locator(`section[data-status="${status}"]`);
const card = (page: Page, name: string) => page.locator('li.rc-board-card', { hasText: name });
const countOf = (page: Page, status: string) => column(page, status).getByTestId('column-count').textContent();
const namesIn = (page: Page, status: string) => column(page, status).locator('.rc-board-name').allTextContents();
const noteDialog = (page: Page) => page.getByRole('dialog', { name: /^Mover a / });

/** Signs in, opens the vacancy on the dashboard and follows its "Ver tablero" link. */
async function openBoard(page: Page, recruiter: Recruiter, title: string) {
  await signIn(page, recruiter);
  const row = page.locator('article.rc-vacancy', { hasText: title });
  await row.getByRole('button', { name: new RegExp(title) }).click();
  await row.getByRole('link', { name: 'Ver tablero' }).click();
  await page.waitForURL('**/tablero?vacante=*');
  await page.getByRole('heading', { name: `Tablero · ${title}` }).waitFor();
  // The first load of a cold stack answers seven column queries at once: give it room.
  await column(page, 'Evaluar').locator('.rc-board-name').nth(1).waitFor({ timeout: 40_000 });
}

/** Drags with the mouse from the middle of `from` to the middle of `to`, in small steps as a hand does. */
async function startDrag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: an element is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 60, { steps: 12 });
}

async function dragTo(page: Page, from: Locator, to: Locator) {
  await startDrag(page, from, to);
  await page.mouse.up();
}

const lastEntry = async (id: string) => {
  const doc = await readDoc(`applications/${id}`);
  const history = (doc?.statusHistory ?? []) as { status: string; notes: string; by?: { email: string } | null }[];
  return { status: doc?.status as string, length: history.length, last: history[history.length - 1] };
};

/** The candidate modal's history, opened from the card's name on the board. */
async function historyOnBoard(page: Page, name: string) {
  await card(page, name).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Datos del candidato' });
  const items = dialog.getByTestId('status-history').locator('li');
  return { dialog, items };
}

describe('board view of a vacancy', () => {
  it('moves a card by drag and drop: the status changes with who and the note, counts follow', async () => {
    const { recruiter, ids } = await seedVacancy();
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await openBoard(page, recruiter, 'Diseñadora Textil');
    expect(await countOf(page, 'Evaluar')).toBe('2');
    expect(await countOf(page, 'Nueva')).toBe('2');
    expect(await countOf(page, 'Proceso')).toBe('0');

    await dragTo(page, card(page, 'Ana Arce'), column(page, 'Proceso'));
    const dialog = noteDialog(page);
    await dialog.getByText('De Evaluar a Proceso.').waitFor();
    const note = dialog.getByLabel('Nota (opcional)');
    await note.fill('Buen portafolio, pasa a entrevista técnica.');
    // Filled as soon as the dialog shows: dnd-kit's listeners, still there 50 ms after a drop, used to clear it.
    expect(await note.inputValue()).toBe('Buen portafolio, pasa a entrevista técnica.');
    await dialog.getByRole('button', { name: 'Mover' }).click();

    await poll(() => lastEntry(ids.ana)).toMatchObject({
      status: 'Proceso',
      length: 3,
      last: { status: 'Proceso', notes: 'Buen portafolio, pasa a entrevista técnica.', by: { email: recruiter.email } },
    });
    await dialog.waitFor({ state: 'detached' });
    await poll(() => countOf(page, 'Proceso')).toBe('1');
    expect(await countOf(page, 'Evaluar')).toBe('1');
    await poll(() => namesIn(page, 'Proceso')).toEqual(['Ana Arce']);
    await poll(() => namesIn(page, 'Evaluar')).toEqual(['Carla Cruz']);
    await page.getByTestId('board-result').getByText('Ana Arce se movió a Proceso.').waitFor();

    const { items } = await historyOnBoard(page, 'Ana Arce');
    await poll(() => items.count()).toBe(3);
    const last = await items.nth(2).innerText();
    expect(last).toContain('Proceso');
    expect(last).toContain(recruiter.email);
    expect(last).toContain('Buen portafolio, pasa a entrevista técnica.');
    expect(errors).toEqual([]);
    // The file's first test meets a cold stack (first function calls, seven column queries at once).
  }, 120_000);

  it('moves a card with the keyboard alone, announcing each step', async () => {
    const { recruiter, ids } = await seedVacancy();
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await openBoard(page, recruiter, 'Diseñadora Textil');

    const handle = card(page, 'Carla Cruz').getByRole('button', { name: 'Mover la tarjeta de Carla Cruz' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page
      .getByText('Tomaste a Carla Cruz, en la columna Evaluar.', { exact: false })
      .waitFor({ state: 'attached' });
    // The card is over its own column once the board has measured the columns: the arrows can move it.
    await page.locator('section.is-over[data-status="Evaluar"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await poll(() => page.getByText('Carla Cruz está sobre la columna Reclutador.').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await poll(() => page.getByText('Carla Cruz está sobre la columna Proceso.').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await poll(() => page.getByText('Carla Cruz está sobre la columna Seleccionado.').count()).toBe(1);
    await page.keyboard.press('Space');

    const dialog = noteDialog(page);
    await dialog.getByText('De Evaluar a Seleccionado.').waitFor();
    // The note field has the focus: type, then Tab to Cancelar and to Mover, and press it.
    await page.keyboard.type('Aceptó la oferta verbal.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await poll(() => lastEntry(ids.carla)).toMatchObject({
      status: 'Seleccionado',
      length: 3,
      last: { status: 'Seleccionado', notes: 'Aceptó la oferta verbal.', by: { email: recruiter.email } },
    });
    await poll(() => countOf(page, 'Seleccionado')).toBe('1');
    expect(await countOf(page, 'Evaluar')).toBe('1');
    await poll(() => namesIn(page, 'Seleccionado')).toEqual(['Carla Cruz']);
    // Each column reads its page again after the move: the card leaves its old column too.
    await poll(() => namesIn(page, 'Evaluar')).not.toContain('Carla Cruz');

    const { items } = await historyOnBoard(page, 'Carla Cruz');
    await poll(() => items.count()).toBe(3);
    const last = await items.nth(2).innerText();
    expect(last).toContain(recruiter.email);
    expect(last).toContain('Aceptó la oferta verbal.');
    expect(errors).toEqual([]);
  });

  it('refuses a column the status modal does not allow, says why, and changes nothing', async () => {
    const { recruiter, ids } = await seedVacancy();
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await openBoard(page, recruiter, 'Diseñadora Textil');
    const before = await lastEntry(ids.beto);

    // By mouse: while dragged, Entrevista says why it is closed; the drop opens nothing.
    await startDrag(page, card(page, 'Beto Baca'), column(page, 'Entrevista'));
    await column(page, 'Entrevista')
      .getByTestId('column-refusal')
      .getByText('Pasa a Entrevista al asignarle una entrevista con Clara.', { exact: false })
      .waitFor();
    await column(page, 'Nueva').getByTestId('column-refusal').waitFor({ state: 'detached' });
    await page.mouse.up();
    await column(page, 'Entrevista').getByTestId('column-refusal').waitFor({ state: 'detached' });
    expect(await noteDialog(page).count()).toBe(0);

    // By keyboard: left of Nueva there is nothing allowed; dropping leaves the card home.
    await card(page, 'Beto Baca').getByRole('button', { name: 'Mover la tarjeta de Beto Baca' }).focus();
    await page.keyboard.press('Space');
    await page.locator('section.is-over[data-status="Nueva"]').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await poll(() => page.getByText('Beto Baca vuelve a su columna; no se movió.').count()).toBe(1);
    expect(await noteDialog(page).count()).toBe(0);

    expect(await lastEntry(ids.beto)).toEqual(before);
    expect(before.status).toBe('Nueva');
    expect(await namesIn(page, 'Nueva')).toContain('Beto Baca');
    expect(await countOf(page, 'Nueva')).toBe('2');
    expect(await countOf(page, 'Entrevista')).toBe('0');

    // Keys that come before dnd-kit reads them (a quick hand, a busy page) are not lost: a pick-up and a drop sent
    // in one go drop the card back home, where before the drop went unread and the card stayed picked up.
    await card(page, 'Ana Arce')
      .getByRole('button', { name: 'Mover la tarjeta de Ana Arce' })
      .evaluate((handle) => {
        (handle as HTMLElement).focus();
        for (let i = 0; i < 2; i++)
          handle.dispatchEvent(
            new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }),
          );
      });
    await poll(() => page.getByText('Ana Arce vuelve a su columna; no se movió.').count()).toBe(1);
    expect(await noteDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a moved card only in its new column while the columns reload one by one', async () => {
    const { recruiter, ids } = await seedVacancy();
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await openBoard(page, recruiter, 'Diseñadora Textil');
    // The old column's reload is held: the new column's comes back first.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    const oldColumnReload = (url: URL) =>
      url.pathname.endsWith('/candidates') && url.searchParams.get('status') === 'Evaluar';
    await page.route(oldColumnReload, (route) => (holding ? void held.push(() => route.continue()) : route.continue()));

    await dragTo(page, card(page, 'Ana Arce'), column(page, 'Proceso'));
    await noteDialog(page).getByRole('button', { name: 'Mover' }).click();
    await poll(() => lastEntry(ids.ana)).toMatchObject({ status: 'Proceso' });
    await poll(() => held.length).toBeGreaterThan(0);
    await poll(() => namesIn(page, 'Proceso')).toEqual(['Ana Arce']);
    expect(await namesIn(page, 'Evaluar')).toEqual(['Carla Cruz']);
    expect(await card(page, 'Ana Arce').count()).toBe(1);

    holding = false;
    for (const release of held) await release();
    await noteDialog(page).waitFor({ state: 'detached' });
    expect(await namesIn(page, 'Evaluar')).toEqual(['Carla Cruz']);
    expect(await namesIn(page, 'Proceso')).toEqual(['Ana Arce']);
    expect(errors).toEqual([]);
  });

  it('cancelling the note dialog leaves the card and the stored status as they were', async () => {
    const { recruiter, ids } = await seedVacancy();
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await openBoard(page, recruiter, 'Diseñadora Textil');
    const before = await lastEntry(ids.dora);

    await dragTo(page, card(page, 'Dora Díaz'), column(page, 'Descartado'));
    const dialog = noteDialog(page);
    await dialog.getByLabel('Nota (opcional)').fill('No debería guardarse.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('board-result').getByText('Movimiento cancelado: Dora Díaz sigue en su columna.').waitFor();

    expect(await lastEntry(ids.dora)).toEqual(before);
    expect(await namesIn(page, 'Nueva')).toContain('Dora Díaz');
    expect(await namesIn(page, 'Descartado')).toEqual([]);
    expect(await countOf(page, 'Descartado')).toBe('0');
    expect(await countOf(page, 'Nueva')).toBe('2');
    expect(errors).toEqual([]);
  });

  it('loads a column a page at a time: its count is the whole column, "Cargar más" brings the rest', async () => {
    const recruiter = await createRecruiter('Hilados Andinos');
    const vacancyId = await createVacancyFor(recruiter, { jobTitle: 'Operaria de Telar' });
    const names = Array.from(
      { length: CANDIDATES_PAGE_SIZE + 1 },
      (_, i) => `Candidata ${String(i + 1).padStart(2, '0')}`,
    );
    // One after another: concurrent applications to one vacancy contend for its counters.
    for (const name of names) await applyTo(vacancyId, { name });
    const { page, errors } = await browser.openPage({ width: 1440, height: 900 });
    await signIn(page, recruiter);
    await page.goto(`/tablero?vacante=${vacancyId}`);
    await column(page, 'Nueva').locator('.rc-board-name').first().waitFor({ timeout: 40_000 });

    expect(await countOf(page, 'Nueva')).toBe(String(names.length));
    expect(await namesIn(page, 'Nueva')).toHaveLength(CANDIDATES_PAGE_SIZE);
    await column(page, 'Nueva').getByRole('button', { name: 'Cargar más' }).click();
    await poll(async () => (await namesIn(page, 'Nueva')).sort()).toEqual([...names].sort());
    expect(await column(page, 'Nueva').getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    await column(page, 'Evaluar').getByText('Sin candidatos').waitFor();
    expect(errors).toEqual([]);
  }, 150_000);

  it('says so when the vacancy is not the company’s', async () => {
    const owner = await createRecruiter('Lanas del Norte');
    const foreign = await createVacancyFor(await createRecruiter('Otra Empresa'), { jobTitle: 'Ajena' });
    const { page } = await browser.openPage();
    await signIn(page, owner);
    await page.goto(`/tablero?vacante=${foreign}`);
    await page.getByText('No se encontró la vacante.', { exact: false }).waitFor();
    expect(await page.getByText('Ajena').count()).toBe(0);
    await page.getByRole('link', { name: 'Volver al panel' }).click();
    await page.waitForURL('**/dashboard');
  });
});
