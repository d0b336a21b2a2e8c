import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Recruiter } from './recruiting';

/** Waits for `locator`; on timeout, fails saying what was awaited and what the page shows instead. */
export async function waitShowing(page: Page, locator: Locator, awaited: string, timeout?: number): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(sin contenido)');
    throw new Error(`No apareció ${awaited} en ${page.url()}. La página muestra:\n${shown.slice(0, 1500)}`, {
      cause: error,
    });
  }
}

/** Waits until the dashboard header shows the company name; on timeout, fails with what the page shows. */
export const seeCompanyName = (page: Page, name: string, timeout = 20_000): Promise<void> =>
  waitShowing(page, page.getByTestId('company-name').getByText(name, { exact: true }), `la empresa «${name}»`, timeout);

/** expect.poll with room for a loaded machine (several stacks and browsers at once). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** Fills /login with an account's email and password and submits (the password every test account uses). */
export async function submitLogin(page: Page, email: string, password = 'secreto-123'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs the recruiter in through /login and waits for their company's dashboard. */
export async function signIn(page: Page, recruiter: Recruiter): Promise<void> {
  await submitLogin(page, recruiter.email);
  await page.waitForURL('**/dashboard');
  await seeCompanyName(page, recruiter.companyName);
}
