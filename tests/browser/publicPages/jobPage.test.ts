import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../support/browser';
import { createRecruiter, createVacancyFor } from '../../support/recruiting';
import { stack } from '../../support/stack';

const browser = useBrowser();

/** Records whether a spinner or an empty #root is ever on screen while the page loads. */
const WATCH_FOR_BLANKS = `
  window.__blanks = [];
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (document.querySelector('.spinner')) window.__blanks.push('spinner');
    if (root && document.readyState !== 'loading' && !root.hasChildNodes()) window.__blanks.push('empty root');
  }).observe(document, { childList: true, subtree: true });
`;

describe('public job page in the browser', () => {
  it('shows the server-rendered vacancy at once, and the app takes over without a spinner or a console error', async () => {
    const recruiter = await createRecruiter('Andes Digital');
    const id = await createVacancyFor(recruiter, { jobTitle: 'Analista de soporte' });
    const { page, errors } = await browser.openPage({ width: 390, height: 844 });
    await page.addInitScript(WATCH_FOR_BLANKS);
    await page.goto(`/job/${id}`);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Analista de soporte');
    // Interactive once React has taken over: the checkbox enables the Apply button.
    await page.getByLabel('I have read the job description and meet the requirements').check();
    await expect.poll(() => page.getByRole('button', { name: 'Postularme' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Postularme' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);

    expect(await page.evaluate(() => (window as unknown as { __blanks: string[] }).__blanks)).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("arrives styled as the app draws it: the server's markup has the app's elements and classes", async () => {
    const recruiter = await createRecruiter('Andes Digital');
    const id = await createVacancyFor(recruiter, { jobTitle: 'Analista de datos' });
    const classes = () =>
      Array.from(document.querySelectorAll('#root [class]'), (element) => `${element.tagName} ${element.className}`);
    const { page, errors } = await browser.openPage();
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const served = await context.newPage();
      await served.goto(`${stack().url}/job/${id}`);
      const server = await served.evaluate(classes);
      expect(server).toContain('ARTICLE card rc-job-card');
      // Nothing given to the server's controls is lost: they take no input until the app's own replace them.
      expect(await served.getByRole('checkbox').isDisabled()).toBe(true);

      await page.goto(`/job/${id}`);
      // The server's controls arrive disabled; the app's own, rendered over them, are live.
      await expect.poll(() => page.getByRole('checkbox').isEnabled()).toBe(true);
      expect(await page.evaluate(classes)).toEqual(server);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown id without a console error but the 404 itself', async () => {
    const { page, errors } = await browser.openPage();
    const response = await page.goto('/job/no-existe');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Vacancy not found.' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Chromium logs the document's own 404 status as a console error; nothing else may appear.
    expect(errors.filter((text) => !/404/.test(text))).toEqual([]);
  });
});
