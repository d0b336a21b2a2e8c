import { describe, expect, it } from 'vitest';
import { COMPETENCY_COACHING } from '@clara/domain';
import { useBrowser } from '../../support/browser';
import { analysisWith, writtenPractice } from '../../support/practice';
import { adminDb } from '../../support/stack';
import { acknowledgePracticeNotice, appErrors } from '../interview/helpers';

const browser = useBrowser();

describe('"Cómo mejorar" on a practice analysis', () => {
  // Estructura (1) and Comunicación (2) are the weakest: Bolívar works on the first; no available coach on the second.
  const ratings = { comunicacion: 2, especificidad: 4, resultados: 3, estructura: 1, relevancia: 4 } as const;

  it('names the two weakest competencies with coaches, mentors or a search, and a coach link opens a new chat on the competency', async () => {
    const code = await writtenPractice(analysisWith(ratings));
    const { page, errors } = await browser.openPage();
    // An earlier conversation with the coach on this device: the topic link must not continue it.
    await page.goto('/coachbolivar');
    await page.locator('[data-testid="coach-chat"] li, [data-testid="coach-chat"] .bubble').first().waitFor();
    const earlier = await page.evaluate(() => localStorage.getItem('clara.coachSession.Bolivar'));
    expect(earlier).toBeTruthy();

    await page.goto(`/analysis?code=${code}`);
    await page.getByRole('heading', { name: 'Cómo mejorar' }).waitFor();
    const items = page.getByTestId('improve-item');
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-competency')))).toEqual([
      'estructura',
      'comunicacion',
    ]);
    const [structure, communication] = [items.nth(0), items.nth(1)];
    expect(await structure.textContent()).toContain('Calificación 1/5');
    await structure.getByRole('link', { name: 'Conversar con Simón Bolívar' }).waitFor();
    expect(await structure.getByRole('link', { name: /en Mentores$/ }).count()).toBeGreaterThan(0);
    // No available coach works on Comunicación (Sor Juana is in training): a search of the coaches instead.
    const search = communication.getByRole('link', { name: 'Buscar «Comunicación» en coaches digitales' });
    expect(await search.getAttribute('href')).toBe('/coachdigital?buscar=Comunicaci%C3%B3n');
    expect(await communication.getByRole('link', { name: /^Conversar con/ }).count()).toBe(0);
    expect(await communication.textContent()).toContain('Sofía Navarro');

    await search.click();
    await page.waitForURL('**/coachdigital?buscar=*');
    expect(await page.getByRole('searchbox', { name: 'Buscar coaches' }).inputValue()).toBe('Comunicación');
    await page.getByText('Sor Juana Inés de la Cruz').waitFor();
    await page.goBack();

    await page.getByTestId('improve-item').nth(0).getByRole('link', { name: 'Conversar con Simón Bolívar' }).click();
    await page.waitForURL('**/coachbolivar');
    const topic = COMPETENCY_COACHING.estructura.topic;
    await page.getByText(topic).waitFor();
    // The coach answers the topic, in a new conversation.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clara.coachSession.Bolivar'))).not.toBe(earlier);
    const session = await page.evaluate(() => localStorage.getItem('clara.coachSession.Bolivar'));
    await expect
      .poll(async () => ((await adminDb().doc(`coach_sessions/${session}`).get()).get('chatHistory') ?? []).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(3);
    const history = (await adminDb().doc(`coach_sessions/${session}`).get()).get('chatHistory') as Array<{
      type: string;
      text: string;
    }>;
    expect(history.filter((message) => message.type === 'user').map((message) => message.text)).toEqual([topic]);
    expect(history.at(-1)!.type).toBe('system');
    expect(appErrors(errors)).toEqual([]);
  }, 120_000);

  it('"Practica otra vez" starts a new practice focused on that competency', async () => {
    const code = await writtenPractice(analysisWith(ratings));
    const { page, errors } = await browser.openPage();
    await page.goto(`/analysis?code=${code}`);
    await page.getByTestId('improve-item').first().getByRole('button', { name: 'Practica otra vez' }).click();
    await page.waitForURL('**/chat');
    // A new practice: its AI notice first (issue 33), then Clara's greeting.
    await acknowledgePracticeNotice(page);
    // Clara's greeting (typed out) says what this practice is about.
    await page
      .locator('li[data-type="system"]')
      .first()
      .getByText(/la competencia «Estructura»/)
      .waitFor();
    const focused = await page.evaluate(() => localStorage.getItem('clara.chatSessionId'));
    expect(focused).not.toBe(code);
    const stored = await adminDb().doc(`interviews/${focused}`).get();
    expect(stored.get('label')).toEqual({ kind: 'practice', title: 'Práctica enfocada · Estructura' });
    expect((await adminDb().doc(`interview_private/${focused}`).get()).get('context')).toEqual({
      kind: 'practice',
      competency: 'estructura',
    });
    expect(appErrors(errors)).toEqual([]);
  });
});
