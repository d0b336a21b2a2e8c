import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUSINESS_CONTACT_TEXTS } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { adminDb } from '../../support/stack';
import { openMarketingPage } from './helpers';

const browser = useBrowser();

async function fillBusinessForm(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Solicitar información' });
  await dialog.getByLabel('Nombre de la empresa').fill('Minera Los Andes S.A.');
  await dialog.getByLabel('Nombre de contacto').fill('Jorge Mamani');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('+51 1 555 0199');
  await dialog.getByLabel('Mensaje').fill('Queremos una demostración.');
  return dialog;
}

interface ContactTimes {
  clickedAt?: number;
  shownAt?: number;
  closedAt?: number;
}

/**
 * Records in the page's own clock when 'Enviar' is clicked, when the success text shows and when the dialog goes:
 * the test process, busy beside the rest of the suite, notices each moment late and would measure shorter gaps.
 */
function recordContactTimes(success: string): void {
  const times: ContactTimes = {};
  Object.assign(window, { contactTimes: times });
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('[role="dialog"] button')?.textContent?.includes('Enviar'))
        times.clickedAt ??= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (times.shownAt === undefined && dialog?.textContent?.includes(success)) times.shownAt = performance.now();
    if (times.shownAt !== undefined && !dialog) times.closedAt ??= performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

const contactTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { contactTimes: ContactTimes }).contactTimes);

describe('business page /empresas', () => {
  it('shows every SPEC section in order, with figures, plans, testimonials and the current year', async () => {
    const { page, errors } = await browser.openPage();
    await openMarketingPage(page, '/empresas');
    const header = page.getByRole('banner');
    for (const name of ['Inicio', 'Para Empresas', 'Cómo Funciona', 'Beneficios', 'Precios']) {
      await expect(header.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(header.getByRole('link', { name: 'Inicio', exact: true }).getAttribute('href')).resolves.toBe('/');
    await expect(page.getByRole('link', { name: 'Crear Vacante', exact: true }).getAttribute('href')).resolves.toBe(
      '/create-vacancy',
    );

    // innerText puts the price's amount and period on separate lines ("$299\n/mes"): join them back.
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ').replace(/ \/mes/g, '/mes');
    const inOrder = [
      'Crear Vacante',
      '60% menos tiempo de contratación',
      '80% más candidatos evaluados en el mismo tiempo',
      '40% menos costo de reclutamiento',
      'Cómo funciona',
      'Configura la vacante',
      'entrevista a tus candidatos',
      'Recibe un análisis detallado',
      'en acción',
      'Beneficios',
      'Ahorro de tiempo',
      'Evaluación objetiva',
      'Reducción de costos',
      'Mejor experiencia del candidato',
      'Primeras entrevistas automatizadas',
      'Puntuación de cada candidato',
      'habilidades técnicas, habilidades blandas y ajuste cultural',
      'Entrevistas 24/7',
      'Plan Básico $299/mes 5 vacantes activas 50 entrevistas al mes Reportes básicos Soporte por correo electrónico Comenzar',
      'MÁS POPULAR Plan Pro $799/mes 15 vacantes activas 200 entrevistas al mes Reportes avanzados Preguntas personalizadas Soporte prioritario Comenzar',
      'Plan Enterprise Personalizado Vacantes ilimitadas Entrevistas ilimitadas Integración por API Personalización completa Gerente de cuenta dedicado Contactar',
      'Lo que dicen nuestros clientes',
      'Cientos de empresas',
      'Crear Vacante Ahora',
      'Solicitar Demostración',
    ];
    let from = 0;
    for (const part of inOrder) {
      const at = text.indexOf(part, from);
      expect(at, `"${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
    await expect(page.locator('.mk-testimonial').count()).resolves.toBe(2);
    await expect(page.getByRole('link', { name: 'Comenzar' }).first().getAttribute('href')).resolves.toBe('/signup');
    await expect(page.getByRole('link', { name: 'Crear Vacante Ahora' }).getAttribute('href')).resolves.toBe(
      '/create-vacancy',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.innerText()).resolves.toContain(`© ${new Date().getFullYear()} Clara`);
    await footer.getByRole('button', { name: 'Aviso de Privacidad' }).click();
    await page.getByRole('dialog', { name: 'Aviso de Privacidad' }).waitFor();
    await page.keyboard.press('Escape');
    await footer.getByRole('button', { name: 'Términos de Uso' }).click();
    await page.getByRole('dialog', { name: 'Términos de Uso' }).waitFor();
    await page.keyboard.press('Escape');
    await footer.getByRole('button', { name: 'Contacto' }).click();
    await page.getByRole('dialog', { name: 'Solicitar información' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Contactar' }).click();
    await page.getByRole('dialog', { name: 'Solicitar información' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("'Ver Demostración' scrolls smoothly to the demo video, which plays on click", async () => {
    const { page, errors } = await browser.openPage({ width: 1280, height: 800 });
    await openMarketingPage(page, '/empresas');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.getByRole('button', { name: 'Ver Demostración' }).click();
    // Smooth: the page is on its way (not there yet) right after the click, and arrives at the demo.
    const early = await page.evaluate(() => window.scrollY);
    await page.waitForFunction(() => {
      const top = document.getElementById('demo')!.getBoundingClientRect().top;
      return Math.abs(top - 72) < 4;
    });
    const demoTop = await page.evaluate(() => document.getElementById('demo')!.offsetTop);
    expect(early).toBeLessThan(demoTop - 72);

    const video = page.locator('#demo video');
    await expect(video.getAttribute('src')).resolves.toBe('/media/demo-empresas.mp4');
    await page
      .locator('#demo')
      .getByRole('button', { name: /Reproducir video/ })
      .click();
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('#demo video');
      return v !== null && !v.paused && v.currentTime > 0.2;
    });
    await expect(video.getAttribute('controls')).resolves.not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('the contact modal stores the request, shows its success after the delay and closes itself 3 s later', async () => {
    const { page, errors } = await browser.openPage();
    await openMarketingPage(page, '/empresas');
    await page.getByRole('button', { name: 'Solicitar Demostración' }).click();
    const email = `jorge-${Date.now()}@example.com`;
    const dialog = await fillBusinessForm(page, email);
    for (const [label, type] of [
      ['Correo electrónico', 'email'],
      ['Teléfono', 'tel'],
    ] as const) {
      await expect(dialog.getByLabel(label).getAttribute('type')).resolves.toBe(type);
    }
    await expect(dialog.getByLabel('Mensaje').getAttribute('rows')).resolves.toBe('4');
    const send = dialog.getByRole('button', { name: /Enviar/ });

    await page.evaluate(recordContactTimes, BUSINESS_CONTACT_TEXTS.success);
    await send.click();
    await expect(send.isDisabled()).resolves.toBe(true);
    await expect(send.evaluate((button) => Number(getComputedStyle(button).opacity))).resolves.toBeLessThan(1);
    await dialog.getByText(BUSINESS_CONTACT_TEXTS.success).waitFor();
    const { clickedAt, shownAt } = await contactTimes(page);
    expect(shownAt! - clickedAt!).toBeGreaterThanOrEqual(950);

    const stored = await adminDb().collection('business_contact_requests').where('email', '==', email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.data()).toMatchObject({
      companyName: 'Minera Los Andes S.A.',
      contactName: 'Jorge Mamani',
      phone: '+51 1 555 0199',
    });

    await dialog.waitFor({ state: 'detached', timeout: 6000 });
    const { closedAt } = await contactTimes(page);
    expect(closedAt! - shownAt!).toBeGreaterThanOrEqual(2500);

    await page.getByRole('button', { name: 'Solicitar Demostración' }).click();
    const reopened = page.getByRole('dialog', { name: 'Solicitar información' });
    await expect(reopened.getByLabel('Nombre de la empresa').inputValue()).resolves.toBe('');
    await expect(reopened.getByText(BUSINESS_CONTACT_TEXTS.success).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the failure text when the request is refused; the X clears the form, Escape keeps it', async () => {
    const { page } = await browser.openPage();
    await openMarketingPage(page, '/empresas');
    await page.getByRole('button', { name: 'Solicitar Demostración' }).click();
    const dialog = await fillBusinessForm(page, `x-${Date.now()}@example.com`);
    await dialog.getByLabel('Teléfono').fill('llámenme');
    await dialog.getByRole('button', { name: /Enviar/ }).click();
    await dialog.getByText(BUSINESS_CONTACT_TEXTS.failure).waitFor();
    await expect(dialog.getByRole('button', { name: /Enviar/ }).isEnabled()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Solicitar Demostración' }).click();
    await expect(dialog.getByLabel('Nombre de contacto').inputValue()).resolves.toBe('Jorge Mamani');
    await expect(dialog.getByText(BUSINESS_CONTACT_TEXTS.failure).count()).resolves.toBe(0);

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: 'Solicitar Demostración' }).click();
    await expect(dialog.getByLabel('Nombre de contacto').inputValue()).resolves.toBe('');
  });

  it('works on a 375 px phone: the menu opens, its anchors scroll and close it', async () => {
    const { page, errors } = await browser.openPage({ width: 375, height: 740 });
    await openMarketingPage(page, '/empresas');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const pricingLink = page.getByRole('banner').getByRole('link', { name: 'Precios' });
    await expect(pricingLink.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(pricingLink.isVisible()).resolves.toBe(true);
    await pricingLink.click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('precios')!.getBoundingClientRect().top - 72) < 4,
    );
    await expect(pricingLink.isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});
