import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { poll, signIn } from '../../support/recruitingBrowser';
import { createRecruiter, createVacancyFor, uniqueEmail } from '../../support/recruiting';
import { adminDb } from '../../support/stack';

const browser = useBrowser();

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('company profile and careers page (issue 23)', () => {
  it('the owner sets the profile and logo, opens the careers page, and an application from it counts as "empleo"', async () => {
    const owner = await createRecruiter('Viñedos del Valle');
    const vacancyId = await createVacancyFor(owner, { jobTitle: 'Sumiller', workplaceType: 'Onsite' });
    const slug = `vinedos-${randomUUID().slice(0, 6)}`;

    const { page, errors } = await browser.openPage();
    await signIn(page, owner);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Perfil de la empresa' }).click();
    await page.getByRole('heading', { name: 'Perfil de la empresa' }).waitFor();
    await page.getByLabel('Dirección pública').fill(slug);
    await page.getByLabel('Sitio web').fill('https://vinedos.example');
    await page.getByLabel('Descripción breve').fill('Vinos de altura desde 1950.');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await page.getByRole('status').getByText('Perfil guardado.').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Logo actualizado.').waitFor();
    await page.getByRole('img', { name: 'Logo de Viñedos del Valle' }).waitFor();

    // The careers page, as a visitor opens it: served with its content, then the app takes over.
    const visitor = await browser.openPage();
    await visitor.page.goto(`/empleo/${slug}`);
    // Served with its content; the app renders the same page over it.
    await poll(() => visitor.page.locator('#root').getAttribute('data-first-view')).toBeNull();
    await visitor.page.getByRole('heading', { name: 'Empleos en Viñedos del Valle' }).waitFor();
    await visitor.page.getByText('Vinos de altura desde 1950.').waitFor();
    // The app keeps the page's own title (the company's), not the route's generic one.
    expect(await visitor.page.title()).toContain('Viñedos del Valle');
    const logo = visitor.page.getByRole('img', { name: 'Logo de Viñedos del Valle' });
    await poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await visitor.page.getByRole('link', { name: 'Sumiller' }).click();
    await visitor.page.waitForURL(`**/job/${vacancyId}?fuente=empleo`);
    await visitor.page.getByRole('heading', { name: 'Sumiller' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Más empleos en Viñedos del Valle' }).waitFor();

    const email = uniqueEmail('candidata');
    await visitor.page.getByLabel('I have read the job description and meet the requirements').check();
    await visitor.page.getByRole('button', { name: 'Postularme' }).click();
    await visitor.page.getByLabel('Nombre completo').fill('Lucía Prado');
    await visitor.page.getByLabel('Correo electrónico').fill(email);
    const next = visitor.page.getByRole('button', { name: 'Siguiente' });
    await next.click();
    await visitor.page.getByLabel(/Pega aquí tu currículum/).fill('Sumiller certificada, diez años en restaurantes.');
    await next.click();
    await visitor.page.getByText('Paso 3 de 4').waitFor();
    await next.click();
    await visitor.page.getByLabel(/He leído el aviso sobre mis datos/).check();
    await visitor.page.getByRole('button', { name: 'Enviar postulación' }).click();
    await visitor.page.getByText('¡Postulación enviada!').waitFor();

    const stored = await adminDb().collection('applications').where('email', '==', email).get();
    expect(stored.docs.map((doc) => doc.get('source'))).toEqual(['empleo']);
    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
