import { describe, expect, it } from 'vitest';
import { downloadedBytes, useBrowser } from '../../support/browser';
import { seeCompanyName, submitLogin } from '../../support/recruitingBrowser';

const browser = useBrowser();

/** The seed's "Desarrollador Frontend (React)" has its own design (rubric version 1) with these skills. */
const SKILLS = ['Trabajo en equipo', 'Resolución de problemas', 'Accesibilidad web'];

/** Issue 33: the owner's compliance pack on /cumplimiento. */
describe('the compliance pack', () => {
  it('lets the owner read and download the works-council sheet of a seeded vacancy, with its skills', async () => {
    const { page, errors } = await browser.openPage();
    await submitLogin(page, 'demo@clara.test', 'clara-demo-2026');
    await page.waitForURL('**/dashboard');
    await seeCompanyName(page, 'Talento Andino S.A.');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Cumplimiento' }).click();
    await page.getByRole('heading', { name: 'Cumplimiento', level: 1 }).waitFor();

    const council = page.getByRole('region', {
      name: 'Ficha para la representación legal de las personas trabajadoras',
    });
    await council.getByLabel('Vacante').selectOption({ label: 'Desarrollador Frontend (React)' });
    await council.getByRole('button', { name: 'Ver' }).click();
    const sheet = page.frameLocator('iframe[title="Ficha para la representación legal de las personas trabajadoras"]');
    await sheet.getByRole('heading', { name: 'Información algorítmica: «Desarrollador Frontend (React)»' }).waitFor();
    await sheet.getByRole('heading', { name: '2. Lógica y funcionamiento' }).waitFor();
    // The first table of block 2 lists the skills, each with its anchors.
    const skills = sheet.getByRole('table').first();
    for (const skill of SKILLS) await skills.getByRole('cell', { name: skill, exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      council.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ficha-comite-vac-frontend-v1.html');
    const html = (await downloadedBytes(download)).toString('utf8');
    expect(html).toContain('<h2>1. Información general</h2>');
    for (const skill of SKILLS) expect(html).toContain(`<td>${skill}</td>`);
    expect(errors).toEqual([]);
  });
});
