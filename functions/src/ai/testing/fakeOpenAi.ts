/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests: answers POST /v1/chat/completions with whatever
 * the test's handler decides (text, a delay, an HTTP error) and records every request body.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetOpenAiClient } from '../openai';

export interface RecordedRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  temperature?: number;
}

export type FakeAnswer = { content: string; delayMs?: number } | { status: number; body?: unknown; delayMs?: number };

export interface FakeOpenAi {
  baseURL: string;
  requests: RecordedRequest[];
  /** The request received at `index` (0 is the first); throws when fewer arrived. */
  request(index: number): RecordedRequest;
  /** Decides each answer; default: a fixed reply. */
  handler: (request: RecordedRequest) => FakeAnswer;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    baseURL: '',
    requests: [],
    request: (index) => {
      const request = fake.requests[index];
      if (!request)
        throw new Error(`The fake OpenAI server received ${fake.requests.length} requests, not ${index + 1}.`);
      return request;
    },
    handler: () => ({ content: 'Respuesta de prueba.' }),
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(raw) as RecordedRequest;
      fake.requests.push(request);
      const answer = fake.handler(request);
      const send = () => {
        if (res.destroyed) return;
        if ('status' in answer) {
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body ?? { error: { message: 'fallo simulado' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${fake.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: request.model,
            choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * A fake answering every completion with `answer(request)`, with the adapter pointed at it through the
 * environment (OPENAI_API_KEY, OPENAI_BASE_URL) until it is closed, which restores the environment.
 */
export async function connectFakeOpenAi(answer: (request: RecordedRequest) => string): Promise<FakeOpenAi> {
  const fake = await startFakeOpenAi();
  fake.handler = (request) => ({ content: answer(request) });
  const previous = { OPENAI_API_KEY: process.env.OPENAI_API_KEY, OPENAI_BASE_URL: process.env.OPENAI_BASE_URL };
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = fake.baseURL;
  resetOpenAiClient();
  const stop = fake.close;
  fake.close = async () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetOpenAiClient();
    await stop();
  };
  return fake;
}

/** For tests that each connect their own fake (`connectFakeOpenAi`): whatever a test connected is closed after it. */
export function useConnectedFakeOpenAi(): (answer: (request: RecordedRequest) => string) => Promise<FakeOpenAi> {
  let fake: FakeOpenAi | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  return async (answer) => {
    fake = await connectFakeOpenAi(answer);
    return fake;
  };
}

/**
 * For a describe block whose tests all talk to one fake: started before them, the OpenAI environment set
 * before each (a fresh client, no recorded requests), everything restored after them. Answers a getter.
 */
export function useFakeOpenAi(env: Record<string, string> = {}): () => FakeOpenAi {
  let fake: FakeOpenAi | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
    process.env = saved;
    resetOpenAiClient();
  });
  beforeEach(() => {
    Object.assign(process.env, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake!.baseURL, ...env });
    resetOpenAiClient();
    fake!.requests.length = 0;
  });
  return () => fake!;
}
