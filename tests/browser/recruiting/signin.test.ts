import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { seeCompanyName, submitLogin } from '../../support/recruitingBrowser';
import { adminAuth } from '../../support/stack';
import { createRecruiter, emailSignInLink, readDoc, signUpUser, uniqueEmail } from '../../support/recruiting';

const browser = useBrowser();

/** The page's API calls and its custom-token sign-in, in the order they start. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') || path.includes('signInWithCustomToken')) calls.push(path.replace(/.*\/v1\//, ''));
  });
  return calls;
}

describe('magic link sign-in', () => {
  it('signs in with the emailed link and asks a new account for its company name once', async () => {
    const { page, errors } = await browser.openPage();
    const email = uniqueEmail('enlace');
    await page.goto('/magic-link');
    expect(await page.getByRole('link', { name: 'Login with password' }).getAttribute('href')).toBe('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await page.getByText('Magic link has been sent to your email').waitFor();

    // The link the Auth emulator issued leads through /confirm-sign-in to /dashboard.
    await page.goto(await emailSignInLink(email));
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Completa tu registro' }).waitFor();
    await page.getByLabel('Nombre de la empresa').fill('Textiles Cusqueños');
    await page.getByRole('button', { name: 'Guardar empresa' }).click();
    await seeCompanyName(page, 'Textiles Cusqueños');
    await page.getByTestId('user-email').getByText(email).waitFor();
    await page.getByRole('button', { name: /Vacantes Activas/ }).waitFor();

    const uid = (await adminAuth().getUserByEmail(email)).uid;
    const profile = await readDoc(`users/${uid}`);
    expect(await readDoc(`companies/${profile!.companyId}`)).toMatchObject({
      name: 'Textiles Cusqueños',
      ownerUid: uid,
    });

    // Asked once: the next visit goes straight to the dashboard.
    await page.reload();
    await seeCompanyName(page, 'Textiles Cusqueños');
    expect(await page.getByRole('heading', { name: 'Completa tu registro' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('asks for the email when the link is opened on another device', async () => {
    const email = uniqueEmail('otro-equipo');
    const first = await browser.openPage();
    await first.page.goto('/magic-link');
    await first.page.getByLabel('Correo electrónico').fill(email);
    await first.page.getByRole('button', { name: 'Send magic link' }).click();
    await first.page.getByText('Magic link has been sent to your email').waitFor();
    await first.context.close();

    const { page } = await browser.openPage();
    await page.goto(await emailSignInLink(email));
    await page.getByLabel('Please provide your email for confirmation').fill(email);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Completa tu registro' }).waitFor();
  });

  it('says the link is invalid when it cannot be used', async () => {
    const { page } = await browser.openPage();
    await page.goto('/confirm-sign-in');
    await page.getByText('Unable to confirm sign in using provided link').waitFor();
    await page.goto('/confirm-sign-in?mode=signIn&oobCode=codigo-falso&apiKey=demo-api-key');
    await page.getByLabel('Please provide your email for confirmation').fill(uniqueEmail());
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Unable to confirm sign in using provided link').waitFor();
    expect(page.url()).toContain('/confirm-sign-in');
  });
});

describe('password sign-in and the navigation guard', () => {
  it('sends signed-out visitors of protected routes to /login', async () => {
    const { page } = await browser.openPage();
    for (const path of ['/dashboard', '/create-vacancy']) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    }
  });

  it('shows the provider’s message in red on failure, signs in, redirects / and signs out', async () => {
    const recruiter = await createRecruiter('Panadería San Blas');
    await adminAuth().updateUser(recruiter.uid, { password: 'secreto-123' });
    const { page, errors } = await browser.openPage();
    await submitLogin(page, recruiter.email, 'equivocada');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/auth\//);
    expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(220, 38, 38)');

    await page.getByLabel('Contraseña').fill('secreto-123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    await seeCompanyName(page, 'Panadería San Blas');

    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(errors.filter((e) => !/400 \(Bad Request\)/.test(e))).toEqual([]);
  });

  it('/home is the login screen; signup links back to login', async () => {
    const { page } = await browser.openPage();
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.getByRole('link', { name: /Regístrate/ }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    await page.waitForURL('**/login');
  });

  it('exchanges the ID token for a custom token before company calls', async () => {
    const user = await signUpUser();
    const { page } = await browser.openPage();
    const calls = apiCalls(page);
    await submitLogin(page, user.email);
    await page.getByRole('heading', { name: 'Completa tu registro' }).waitFor();
    expect(calls.slice(0, 3)).toEqual([
      '/api/get-custom-token',
      'accounts:signInWithCustomToken',
      '/api/company-names',
    ]);
  });

  it('a member with a company gets it and their role with the exchange: the dashboard does not ask for them', async () => {
    const recruiter = await createRecruiter('Rondas del Sur');
    const { page } = await browser.openPage();
    const calls = apiCalls(page);
    await submitLogin(page, recruiter.email);
    await page.getByTestId('company-name').getByText('Rondas del Sur').waitFor();
    // The owner's menu (its role known without GET /api/team) offers the team.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Equipo' }).waitFor();
    expect(calls.slice(0, 2)).toEqual(['/api/get-custom-token', 'accounts:signInWithCustomToken']);
    expect(calls).not.toContain('/api/company-names');
    expect(calls).not.toContain('/api/team');
  });
});
