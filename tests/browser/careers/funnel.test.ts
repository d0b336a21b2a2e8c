import { describe, expect, it } from 'vitest';
import { funnelFromHistories, type FunnelApplication } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { seeCompanyName, submitLogin } from '../../support/recruitingBrowser';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

describe('the funnel view (issue 23)', () => {
  it('shows the seeded company’s funnel for a vacancy as charts with their numbers', async () => {
    const { page, errors } = await browser.openPage();
    await submitLogin(page, 'demo@clara.test', 'clara-demo-2026');
    await page.waitForURL('**/dashboard');
    await seeCompanyName(page, 'Talento Andino S.A.');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Embudo' }).click();
    await page.getByRole('heading', { name: 'Embudo de selección' }).waitFor();

    await page.getByLabel('Periodo').selectOption({ label: 'Todo' });
    const vacancy = page.getByLabel('Vacante');
    await vacancy.locator('option[value="vac-frontend"]').waitFor({ state: 'attached' });
    await vacancy.selectOption('vac-frontend');

    // The figures the domain function gives for the vacancy's stored histories (other tests may add candidates).
    const snapshot = await adminDb().collection('applications').where('vacancyId', '==', 'vac-frontend').get();
    const expected = funnelFromHistories(
      snapshot.docs.map((doc): FunnelApplication => ({
        source: doc.get('source') ?? 'directo',
        createdAt: doc.get('createdAt'),
        statusHistory: doc.get('statusHistory'),
      })),
    );
    await page.getByTestId('funnel-applications').getByText(String(expected.applications), { exact: true }).waitFor();
    expect(await page.getByTestId('bar-chart').count()).toBe(2);
    const table = page.getByRole('table', { name: 'Embudo de selección' });
    const row = (status: string) => table.getByRole('row', { name: new RegExp(`^${status}\\b`) });
    const seleccionado = expected.stages.find((s) => s.status === 'Seleccionado')!;
    expect(await row('Seleccionado').getByRole('cell').first().textContent()).toBe(String(seleccionado.reached));
    const evaluar = expected.stages.find((s) => s.status === 'Evaluar')!;
    expect(await row('Evaluar').getByRole('cell').nth(3).textContent()).toBe(String(evaluar.dropped));
    // The sources' numbers beside their chart (the chart's own table is for screen readers).
    const sources = page.locator('table.rc-funnel-table').first();
    const linkedin = expected.bySource.find((s) => s.source === 'linkedin')!;
    // Each source as the team names it («LinkedIn», «Directo»), not its stored slug.
    await sources.getByRole('row', { name: `LinkedIn ${linkedin.count}` }).waitFor();
    const labels = (await sources.locator('tbody th').allInnerTexts()).map((text) => text.trim());
    expect(labels).toContain('LinkedIn');
    expect(labels).not.toContain('linkedin');
    expect(labels).not.toContain('directo');
    expect(errors).toEqual([]);
  });
});
