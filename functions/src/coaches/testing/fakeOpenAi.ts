import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetOpenAiClient } from '../../ai/openai';

export interface FakeOpenAi {
  /** Bodies of the chat-completion requests received. */
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown }>;
  close(): Promise<void>;
}

/**
 * A small OpenAI-compatible server on 127.0.0.1 (DECISIONS: tests drive the real SDK against fake servers).
 * `answer` returns the assistant text of each completion. Points the adapter at it through the environment.
 */
export async function startFakeOpenAi(answer: (body: FakeOpenAi['requests'][number]) => string): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      requests.push(body);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer(body) } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const previous = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL };
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
  resetOpenAiClient();
  return {
    requests,
    close: async () => {
      if (previous.key === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = previous.key;
      if (previous.url === undefined) delete process.env.OPENAI_BASE_URL;
      else process.env.OPENAI_BASE_URL = previous.url;
      resetOpenAiClient();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
