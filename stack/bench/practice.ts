import type { Page } from 'playwright-core';
import { STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';

/** One call to the stack's API as a candidate's browser makes it; the answer's JSON, or an error naming the call. */
async function call(baseUrl: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`bench: POST /api${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A general practice started, answered until Clara closes it and analysed, through the API as a candidate would
 * (the built-in interviewer and analyser of the local stack): the code whose /analysis shows a real report.
 */
export async function finishedPractice(baseUrl: string): Promise<string> {
  const code = String((await call(baseUrl, '/generate-practice', { interviewFocus: 'practice' })).chatSessionId);
  for (let index = 0; ; index += 1) {
    if (index === 20) throw new Error('bench: the practice interview did not finish');
    const message = STRONG_ANSWERS[index % STRONG_ANSWERS.length];
    const answer = await call(baseUrl, '/chat', { message, chatSessionId: code, status: 'In progress' });
    if (answer.status === 'Finished') break;
  }
  await call(baseUrl, '/analyze-chat', { chatSessionId: code });
  return code;
}

/** A new practice opened in the chat on `page` (at the stack's /clara) and started: Clara's greeting is on screen. */
export async function startedPracticeChat(baseUrl: string, page: Page): Promise<string> {
  const code = String((await call(baseUrl, '/generate-practice', { interviewFocus: 'practice' })).chatSessionId);
  await page.goto(`/clara?code=${code}`);
  await page.getByRole('button', { name: 'EMPEZAR' }).click();
  await page.locator('li[data-type="system"]').first().waitFor();
  return code;
}
