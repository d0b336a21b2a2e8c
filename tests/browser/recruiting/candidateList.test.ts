/**
 * Issue 11: an open vacancy loads its candidates a page at a time ("Cargar más"), searches them by name or email
 * and filters them by status. The vacancy and its 25 applications are stored as before the counters existed, so
 * the dashboard also counts and indexes them on its first read.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATES_PAGE_SIZE } from '@clara/domain/recruiting/pipeline/model';
import { PIPELINE_TEXTS } from '@clara/domain/recruiting/pipeline/texts';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { adminDb } from '../../support/stack';
import { createRecruiter } from '../../support/recruiting';

const browser = useBrowser();

async function seedLegacyVacancy() {
  const recruiter = await createRecruiter('Textiles del Sur');
  const vacancyId = `lista-${recruiter.companyId.slice(0, 10)}`;
  const base = 1_760_000_000;
  await adminDb().doc(`vacancies/${vacancyId}`).set({
    companyId: recruiter.companyId,
    title: 'Diseñadora Textil',
    description: 'Colecciones de temporada.',
    status: 'Activa',
    createdAt: base,
  });
  const people = [
    ...Array.from({ length: 22 }, (_, i) => ({ name: `Persona ${String(i + 1).padStart(2, '0')}`, status: 'Nueva' })),
    { name: 'Zoe Ramírez', status: 'Evaluar' },
    { name: 'Óscar Zúñiga', status: 'Evaluar' },
    { name: 'Zacarías Paz', status: 'Descartado' },
  ];
  const batch = adminDb().batch();
  people.forEach(({ name, status }, i) => {
    const id = `${vacancyId}-${String(i).padStart(2, '0')}`;
    batch.set(adminDb().doc(`applications/${id}`), {
      companyId: recruiter.companyId,
      vacancyId,
      candidateId: `cand-${id}`,
      name,
      email: `${name
        .split(' ')[0]!
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()}${i}@telar.test`,
      phoneNumber: '',
      countryCode: '',
      linkedin: '',
      cv: 'Diseño textil.',
      status,
      statusHistory: [{ status, date: base + i, notes: '' }],
      interviewId: null,
      createdAt: base + i,
    });
  });
  await batch.commit();
  return recruiter;
}

describe("an open vacancy's candidates", () => {
  it('come a page at a time, and are searched by name or email and filtered by status', async () => {
    const recruiter = await seedLegacyVacancy();
    const { page, errors } = await browser.openPage();
    await signIn(page, recruiter);

    const row = page.locator('article.rc-vacancy', { hasText: 'Diseñadora Textil' });
    await row.getByText('25 candidatos').waitFor();
    await row.getByRole('button', { name: /Diseñadora Textil/ }).click();
    const names = () => row.locator('.rc-candidate-name').allTextContents();
    await poll(async () => (await names()).length).toBe(CANDIDATES_PAGE_SIZE);
    // SPEC order: Evaluar before Nueva before Descartado, oldest first within a status.
    expect((await names()).slice(0, 3)).toEqual(['Zoe Ramírez', 'Óscar Zúñiga', 'Persona 01']);

    await row.getByRole('button', { name: PIPELINE_TEXTS.loadMore }).click();
    await poll(async () => (await names()).length).toBe(25);
    expect((await names()).at(-1)).toBe('Zacarías Paz');
    expect(await row.getByRole('button', { name: PIPELINE_TEXTS.loadMore }).count()).toBe(0);

    const search = row.getByLabel(PIPELINE_TEXTS.searchLabel);
    await search.fill('ZO');
    await poll(names).toEqual(['Zoe Ramírez']);
    await search.fill('zun');
    await poll(names).toEqual(['Óscar Zúñiga']);
    await search.fill('zacarias24@');
    await poll(names).toEqual(['Zacarías Paz']);
    await search.fill('nadie');
    await row.getByText(PIPELINE_TEXTS.noMatches).waitFor();

    await search.fill('');
    await row.getByLabel(PIPELINE_TEXTS.statusFilterLabel).selectOption('Evaluar');
    await poll(names).toEqual(['Zoe Ramírez', 'Óscar Zúñiga']);
    await search.fill('o');
    await poll(names).toEqual(['Óscar Zúñiga']);
    expect(errors).toEqual([]);
  }, 120_000);
});
