import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';
import { openMarketingPage } from './helpers';

const browser = useBrowser();

describe('landing page /', () => {
  it('opens one FAQ answer at a time', async () => {
    const { page, errors } = await browser.openPage();
    await openMarketingPage(page, '/');
    const questions = page.locator('.mk-faq-item > h3 > button');
    await expect(questions.count()).resolves.toBe(5);
    const answers = page.locator('.mk-faq-answer');
    const visible = async () => {
      const states: boolean[] = [];
      for (let i = 0; i < 5; i++) states.push(await answers.nth(i).isVisible());
      return states;
    };
    await expect(visible()).resolves.toEqual([false, false, false, false, false]);

    await questions.nth(0).click();
    await expect(visible()).resolves.toEqual([true, false, false, false, false]);
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('true');

    await questions.nth(2).click();
    await expect(visible()).resolves.toEqual([false, false, true, false, false]);
    await expect(answers.nth(2).textContent()).resolves.toContain('15 a 30 minutos');
    await expect(questions.nth(0).getAttribute('aria-expanded')).resolves.toBe('false');

    await questions.nth(2).click();
    await expect(visible()).resolves.toEqual([false, false, false, false, false]);
    expect(errors).toEqual([]);
  });

  it('submits the Contact form and shows "Form submitted successfully!"', async () => {
    const { page, errors } = await browser.openPage();
    await openMarketingPage(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contacto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacto' });
    await dialog.waitFor();

    // Email format is checked by the browser before anything is sent.
    await dialog.getByLabel('Nombre').fill('Rosa Quispe');
    await dialog.getByLabel('Correo electrónico').fill('rosa-sin-arroba');
    await dialog.getByLabel('Mensaje').fill('¿Puedo practicar para una entrevista en inglés?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      dialog.getByLabel('Correo electrónico').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).resolves.toBe(true);

    const email = `rosa-${Date.now()}@example.com`;
    await dialog.getByLabel('Correo electrónico').fill(email);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Form submitted successfully!').waitFor();
    await expect(dialog.getByLabel('Nombre').inputValue()).resolves.toBe('');

    const stored = await adminDb().collection('contact_messages').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.data()).toMatchObject({
      name: 'Rosa Quispe',
      message: '¿Puedo practicar para una entrevista en inglés?',
    });
    expect(errors).toEqual([]);
  });

  it('shows "Failed to submit form" for a refused message and the problem text without a network', async () => {
    const { page } = await browser.openPage();
    await openMarketingPage(page, '/');
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacto' });
    await dialog.getByLabel('Nombre').fill('   ');
    await dialog.getByLabel('Correo electrónico').fill('rosa@example.com');
    await dialog.getByLabel('Mensaje').fill('Hola');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Failed to submit form').waitFor();
    await dialog.getByText('El campo «nombre» es obligatorio.').waitFor();

    await page.route('**/api/submit-contact', (route) => route.abort('internetdisconnected'));
    await dialog.getByLabel('Nombre').fill('Rosa');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('There was a problem submitting the form. Please try again.').waitFor();
  });

  it('plays the wide promo from 768 px and the vertical one below, on click', async () => {
    for (const [width, variant] of [
      [1280, 'promo-wide.mp4'],
      [375, 'promo-mobile.mp4'],
    ] as const) {
      const { page, context, errors } = await browser.openPage({ width, height: 800 });
      await openMarketingPage(page, '/');
      const video = page.locator('.mk-hero video');
      await expect(video.getAttribute('src')).resolves.toBe(`/media/${variant}`);
      await expect(video.evaluate((v: HTMLVideoElement) => v.paused)).resolves.toBe(true);
      await page.getByRole('button', { name: /Reproducir video/ }).click();
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('.mk-hero video');
        return v !== null && !v.paused && v.currentTime > 0.2;
      });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('leads to /terms, /como-funciona and /empresas, and opens readable privacy and terms texts', async () => {
    const { page, errors } = await browser.openPage();
    await openMarketingPage(page, '/');
    await expect(
      page.getByRole('link', { name: 'Comenzar práctica gratis' }).first().getAttribute('href'),
    ).resolves.toBe('/terms');
    await expect(page.getByRole('heading', { level: 2, name: 'Preguntas frecuentes' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Ejemplo de reporte de análisis').isVisible()).resolves.toBe(true);
    await expect(page.locator('.mk-feature').count()).resolves.toBe(3);

    await page.getByRole('button', { name: 'Aviso de Privacidad' }).click();
    const privacy = page.getByRole('dialog', { name: 'Aviso de Privacidad' });
    await privacy.getByText('Datos que recopilamos').waitFor();
    await privacy.getByRole('button', { name: 'Entendido' }).click();
    await page.getByRole('button', { name: 'Términos de Uso' }).click();
    await page
      .getByRole('dialog', { name: 'Términos de Uso' })
      .getByText('no constituyen una evaluación profesional', { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('link', { name: 'Cómo funciona' }).click();
    await page.waitForURL('**/como-funciona');
    await page.getByRole('heading', { level: 1, name: 'Cómo funciona tu práctica de entrevista' }).waitFor();
    await page.getByRole('button', { name: '¿Dudas? Escríbenos' }).click();
    await page.getByRole('dialog', { name: 'Contacto' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('link', { name: 'Para Empresas' }).click();
    await page.waitForURL('**/empresas');
    await page.getByRole('button', { name: 'Ver Demostración' }).waitFor();
    expect(errors).toEqual([]);
  });
});
