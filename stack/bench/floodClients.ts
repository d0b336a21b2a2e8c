/**
 * The flood bench's anonymous candidates (stack/bench/flood.ts), in a process of their own: in production they are
 * other people's machines, so their HTTP work must not share the core that times the dashboard (pinning.ts gives
 * this process the `aiApi` core; it finds it by FLOOD_CLIENT_ENV). Forked with the stack's URL, the chat URL and how
 * many candidates; each practises without pause until the parent sends 'stop', then the process sends back the
 * number of chat turns answered and exits.
 */
import { STRONG_ANSWERS } from '../../functions/src/interview/testing/fixtures';

export const FLOOD_CLIENT_ENV = 'CLARA_FLOOD_CLIENT';

/** A JSON POST that must succeed. */
export async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`flood: POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One anonymous candidate practising without pause: a new practice whenever the last one finishes. */
async function practiseUntil(stackUrl: string, chatUrl: string, stop: { done: boolean }, sent: { turns: number }) {
  while (!stop.done) {
    const code = String(
      (await post(`${stackUrl}/api/generate-practice`, { interviewFocus: 'practice' })).chatSessionId,
    );
    for (let index = 0; !stop.done; index += 1) {
      const message = STRONG_ANSWERS[index % STRONG_ANSWERS.length];
      const answer = await post(chatUrl, { message, chatSessionId: code, status: 'In progress' });
      sent.turns += 1;
      if (answer.status === 'Finished') break;
    }
  }
}

if (process.env[FLOOD_CLIENT_ENV] === '1' && process.send) {
  const [stackUrl, chatUrl, count] = process.argv.slice(2) as [string, string, string];
  const stop = { done: false };
  const sent = { turns: 0 };
  const candidates = Array.from({ length: Number(count) }, () => practiseUntil(stackUrl, chatUrl, stop, sent));
  process.on('message', (message) => {
    if (message === 'turns') process.send!({ turns: sent.turns });
    if (message !== 'stop') return;
    stop.done = true;
    void Promise.all(candidates).then(
      () => process.send!({ turns: sent.turns }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
