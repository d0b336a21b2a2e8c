import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPETENCIES } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { analysedPractice, MEDIUM_ANSWERS } from '../../support/practice';
import { adminDb, callApi } from '../../support/stack';
import { appErrors } from '../interview/helpers';

const browser = useBrowser();
const KEY = 'clara.practiceHistory';

const storedCodes = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}').entries as Array<{ code: string }>).map(
        (entry) => entry.code,
      ),
    KEY,
  );

describe('/mi-practica: the practice interviews this browser remembers', () => {
  it('remembers a finished practice and an opened analysis, lists both with the chart, removes one and forgets the device', async () => {
    const general = await analysedPractice('practice', MEDIUM_ANSWERS);
    const predefined = await analysedPractice('predefined');
    const { page, errors } = await browser.openPage();

    // /terms shows no link while the device remembers nothing.
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Comenzar entrevista de práctica' }).waitFor();
    expect(await page.getByRole('link', { name: 'Mi práctica' }).count()).toBe(0);

    // The chat of a finished practice remembers it; the analysis page of another remembers that one.
    await page.goto(`/clara?code=${general}`);
    await page.getByRole('button', { name: 'EMPEZAR' }).click();
    await page.getByRole('button', { name: 'Ver Análisis' }).waitFor();
    await expect.poll(() => storedCodes(page)).toEqual([general]);
    await page.goto(`/analysis?code=${predefined}`);
    await page.getByRole('heading', { name: 'Resumen de la evaluación' }).waitFor();
    await expect.poll(() => storedCodes(page)).toEqual([predefined, general]);
    await page.getByRole('link', { name: 'Ver mi práctica y mi progreso' }).click();

    await page.waitForURL('**/mi-practica');
    await page.getByRole('heading', { name: 'Mi práctica', level: 1 }).waitFor();
    const items = page.getByTestId('practice-item');
    await expect
      .poll(() => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state'))))
      .toEqual(['ready', 'ready']);
    const stored = (code: string) => adminDb().doc(`interviews/${code}`).get();
    const [generalDoc, predefinedDoc] = await Promise.all([stored(general), stored(predefined)]);
    const listed = await items.allTextContents();
    expect(listed[0]).toContain('Predefinida');
    expect(listed[0]).toContain(predefinedDoc.get('label').title);
    expect(listed[0]).toContain(`${predefinedDoc.get('score')}/100`);
    expect(listed[1]).toContain('Práctica general');
    expect(listed[1]).toContain('Entrevista de práctica');
    expect(listed[1]).toContain(`${generalDoc.get('score')}/100`);
    expect(listed[1]).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d/);

    // The charts: the score per attempt, and each competency, the one a general practice does not rate being a gap.
    await page.getByRole('heading', { name: 'Tu progreso' }).waitFor();
    expect(await page.getByTestId('line-chart').count()).toBe(2);
    const scoreChart = await page.getByTestId('line-chart').first().getAttribute('aria-label');
    expect(scoreChart).toContain(`: ${generalDoc.get('score')}`);
    expect(scoreChart).toContain(`: ${predefinedDoc.get('score')}`);
    const fit = COMPETENCIES.find((competency) => competency.id === 'ajuste')!.name;
    const fitRow = page.locator('.sr-only tr', { has: page.locator(`th[scope="row"]`, { hasText: fit }) });
    expect(await fitRow.locator('td').allTextContents()).toEqual([
      '—',
      String(predefinedDoc.get('analysis').personalityAssessment[fit].rating),
    ]);
    expect(await page.locator('.chart-legend li').count()).toBe(6);

    // Each opens its analysis.
    await items.first().getByRole('link', { name: 'Ver análisis' }).click();
    await page.waitForURL(`**/analysis?code=${predefined}`);
    await page.goBack();

    // Removing one forgets it on this device only.
    await page.getByRole('button', { name: /Quitar «Entrevista de práctica»/ }).click();
    expect(await items.count()).toBe(1);
    expect(await storedCodes(page)).toEqual([predefined]);
    expect((await adminDb().doc(`interviews/${general}`).get()).exists).toBe(true);

    // 'Olvidar este dispositivo' asks first, then clears everything.
    await page.getByRole('button', { name: 'Olvidar este dispositivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Olvidar este dispositivo' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await items.count()).toBe(1);
    await page.getByRole('button', { name: 'Olvidar este dispositivo' }).click();
    await dialog.getByRole('button', { name: 'Olvidar' }).click();
    await page.getByText('Este navegador ya no recuerda ninguna entrevista de práctica.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);

  it('shows a deleted practice and an expired one as such, links from /terms, and survives corrupt storage', async () => {
    const deleted = await analysedPractice('practice');
    expect((await callApi(`/interview/${deleted}`, { method: 'DELETE' })).status).toBe(200);
    const expired = randomUUID();
    const { page, errors } = await browser.openPage();
    await page.goto('/terms');
    await page.evaluate(([key, entries]) => localStorage.setItem(key, JSON.stringify({ v: 1, entries })), [
      KEY,
      [
        {
          code: deleted,
          savedAt: 2,
          label: { kind: 'practice', title: 'Entrevista de práctica' },
          score: 61,
          expiresAt: 4_000_000_000,
        },
        { code: expired, savedAt: 1, label: { kind: 'predefined', title: 'Ventas' }, expiresAt: 1_600_000_000 },
      ],
    ] as const);
    await page.reload();
    await page.getByRole('link', { name: 'Mi práctica' }).click();
    await page.waitForURL('**/mi-practica');
    const items = page.getByTestId('practice-item');
    await expect
      .poll(() => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state'))))
      .toEqual(['deleted', 'expired']);
    expect(await items.nth(0).textContent()).toContain('Ya no existe: se borró o el código no es válido.');
    expect(await items.nth(1).textContent()).toContain('Caducada');
    expect(await items.getByRole('link', { name: 'Ver análisis' }).count()).toBe(0);

    await page.evaluate((key) => localStorage.setItem(key, '{not json'), KEY);
    await page.reload();
    await page.getByText('Aún no hay entrevistas de práctica en este navegador.').waitFor();
    expect(appErrors(errors)).toEqual([]);
  });
});
