import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';
import { AI_NOTICE, CONSENT_NOTICE, PRACTICE_AI_NOTICE, REALTIME_TEXTS, type InterviewContext } from '@clara/domain';
import { newSessionDocument } from '../../../functions/src/sessions/sessions';
import { writeCompanyInterview, writeSession } from '../../support/sessions';
import { adminDb, callApi } from '../../support/stack';

export const COMPANY_CODE = 'c0a80101-0000-4000-8000-000000000001';
export const MARKER = '[[FIN_ENTREVISTA]]';

/** Console noise that is not an app error: media files the headless browser cannot fetch or decode. */
export const appErrors = (errors: string[]) =>
  errors.filter((text) => !/Failed to load resource|favicon|\.mp4|\.jpg/i.test(text));

/** A mono 16-bit PCM WAV with a soft tone, `seconds` long at `sampleRate`. */
export function makeWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8);
  buffer.write('fmt ', 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), 44 + i * 2);
  return buffer;
}

/** Ten specific, structured answers (examples, figures), so Clara seldom needs a follow-up. */
const ANSWERS = [
  'Me llamo Ana Torres y soy desarrolladora frontend con cinco años de experiencia en React y TypeScript. En mi último puesto lideré la migración de una aplicación de comercio electrónico, lo que redujo el tiempo de carga en un 40% y aumentó la conversión un 12%.',
  'Por ejemplo, en 2023 coordiné a un equipo de cuatro personas para rediseñar el proceso de pago. Primero analicé los datos de abandono, luego propuse tres prototipos, los probamos con 200 usuarios y el resultado fue una mejora del 18% en pagos completados.',
  'Cuando tuve un conflicto con un compañero sobre la arquitectura, organicé una reunión, comparamos ventajas y desventajas con datos de rendimiento y acordamos una solución intermedia. Entregamos el proyecto dos semanas antes del plazo.',
  'Mi mayor fortaleza es la comunicación: documento las decisiones técnicas y presento avances cada semana a clientes no técnicos. Mi área de mejora es delegar más; por eso desde el año pasado reparto tareas con un tablero y reviso resultados cada viernes.',
  'Me interesa este puesto porque combina accesibilidad, rendimiento y trabajo en equipo. En mi proyecto anterior logré que la aplicación cumpliera el nivel AA de WCAG en tres meses, auditando 45 pantallas y corrigiendo 120 incidencias.',
  'Bajo presión priorizo con la matriz de urgencia e importancia. Por ejemplo, durante el Black Friday resolvimos un fallo crítico en 40 minutos porque tenía un plan de reversión preparado y monitoreo con alertas.',
  'En cinco años me veo liderando un equipo de frontend, mentorizando a personas junior y definiendo estándares de calidad. Ya dirijo dos sesiones mensuales de formación interna con más de 15 asistentes.',
  'Aprendo rápido: cuando necesitamos Next.js, completé un curso en dos semanas, construí un prototipo y en un mes el equipo adoptó la tecnología para tres productos.',
  'Trabajo bien en equipos remotos; uso reuniones breves diarias, documentación clara y revisiones de código con comentarios concretos, lo que redujo los errores en producción un 30%.',
  'Gracias por la conversación. Resumiendo, aporto experiencia técnica, resultados medibles y una comunicación clara con clientes y equipos.',
];

export const answer = (index: number) => ANSWERS[index % ANSWERS.length] ?? '';

/** Sends one answer with Enter and waits for Clara's reply to arrive and finish typing. */
export async function sendAndWaitReply(page: Page, text: string): Promise<void> {
  const before = await page.locator('li[data-type="system"]').count();
  await page.locator('#chat-input').fill(text);
  await page.locator('#chat-input').press('Enter');
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('li[data-type="system"]').length > count &&
      !document.querySelector('[aria-label="Clara está escribiendo"]') &&
      !document.querySelector('.iv-bubble-text[aria-busy="true"]'),
    before,
    { timeout: 30_000 },
  );
}

/** Answers until Clara closes the interview (the input disappears); answers how many answers it took. */
export async function runInterviewToTheEnd(page: Page, maxAnswers = 25): Promise<number> {
  for (let i = 0; i < maxAnswers; i += 1) {
    if ((await page.locator('#chat-input').count()) === 0) return i;
    await sendAndWaitReply(page, answer(i));
  }
  throw new Error(`The interview did not finish after ${maxAnswers} answers`);
}

/** The seeded company interview, created here as the API would if the seed does not hold it yet. */
export async function ensureCompanyInterview(): Promise<void> {
  const ref = adminDb().doc(`company_interviews/${COMPANY_CODE}`);
  if ((await ref.get()).exists) return;
  const context: InterviewContext = {
    kind: 'company',
    jobTitle: 'Desarrollador Frontend',
    jobDescription: 'React y TypeScript',
    candidateName: 'Candidata',
    candidateCV: '',
    interviewFocus: 'balanceada',
  };
  await writeSession(
    adminDb(),
    'company_interviews',
    COMPANY_CODE,
    newSessionDocument({ isPractice: false, context, companyId: 'demo-company', applicationId: 'app-entrevista' }),
  );
}

/**
 * Creates a practice through the API and opens its chat (EMPEZAR, the practice's AI notice acknowledged, Clara's
 * greeting shown); answers its code.
 */
export async function openPractice(page: Page): Promise<string> {
  const created = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
  expect(created.status).toBeLessThan(300);
  const code: string = created.body.chatSessionId;
  await page.goto(`/clara?code=${code}`);
  await page.getByRole('button', { name: 'EMPEZAR' }).click();
  await acknowledgePracticeNotice(page);
  await page.locator('li[data-type="system"]').first().waitFor();
  return code;
}

/** Issue 33: a new practice shows its AI notice before the first turn; the candidate acknowledges it. */
export async function acknowledgePracticeNotice(page: Page): Promise<void> {
  await page.getByTestId('ai-notice').getByRole('button', { name: PRACTICE_AI_NOTICE.acknowledge }).click();
}

/** The page has no horizontal scroll (a 375 px phone). */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** A new company interview (not started, its AI notice not acknowledged), written as the functions store it; its code. */
export async function newCompanyInterview(db: Firestore = adminDb()): Promise<string> {
  const id = randomUUID().slice(0, 8);
  return writeCompanyInterview(
    db,
    {
      companyId: `company-${id}`,
      vacancyId: `vacancy-${id}`,
      applicationId: `application-${id}`,
      candidateId: `candidate-${id}`,
    },
    { aiNotice: false },
  );
}

/**
 * Opens a company interview by its code (the data notice accepted, EMPEZAR) and checks that the AI notice (issue
 * 33) shows before the first turn: no conversation, no way to answer (no input, no recorder, no real-time call)
 * until it is acknowledged; then acknowledges it and waits for Clara's greeting.
 */
export async function openCompanyInterviewThroughNotice(page: Page, code: string): Promise<void> {
  await page.goto(`/clara?code=${code}`);
  await page.getByRole('checkbox', { name: CONSENT_NOTICE.accept }).check();
  await page.getByRole('button', { name: 'EMPEZAR' }).click();
  const notice = page.getByTestId('ai-notice');
  await notice.getByRole('heading', { name: AI_NOTICE.title }).waitFor();
  for (const paragraph of AI_NOTICE.paragraphs) await notice.getByText(paragraph).waitFor();
  expect(await page.locator('li[data-type="system"]').count()).toBe(0);
  expect(await page.locator('#chat-input').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Grabar audio' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: REALTIME_TEXTS.offer }).count()).toBe(0);
  await notice.getByRole('button', { name: AI_NOTICE.acknowledge }).click();
  await page.locator('li[data-type="system"]').first().waitFor();
  expect(await page.getByTestId('ai-notice').count()).toBe(0);
}
