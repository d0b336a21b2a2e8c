/**
 * A fake OpenAI-compatible server on 127.0.0.1 for tests: answers POST /v1/chat/completions with whatever
 * the test's handler decides (text, a delay, an HTTP error) and records every request body; answers
 * POST /v1/audio/transcriptions after checking the multipart upload as OpenAI does (a `file` part in a
 * format it reads, a `model`), recording each upload; POST /v1/realtime/calls (the server's SDP exchange:
 * multipart `sdp` + `session` with the API key, answered with the call id in `Location`) through `realtimeCall`,
 * and the sideband WebSocket `/v1/realtime?call_id=…` through `realtimeSideband`, which a test sets
 * (tests/support/fakeRealtime.ts answers them with werift and its scripted conversation).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetOpenAiClient } from '../openai';

export interface RecordedRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  temperature?: number;
  stream?: boolean;
}

/** How a streamed answer (`stream: true`) is sent: by default the content word by word, at once. */
export interface FakeStreaming {
  /** The pieces, in order (default: the content split after each space). */
  chunks?: string[];
  /** Milliseconds between pieces (a fixed pace, for the bench). */
  chunkDelayMs?: number;
  /** After this many pieces, wait for `resume` before sending the rest. */
  pauseAfter?: number;
  resume?: Promise<void>;
  /** After this many pieces, the connection is cut (no finish, no [DONE]). */
  cutAfter?: number;
}

/** One multipart upload to /audio/transcriptions, as the fake parsed it. */
export interface RecordedTranscription {
  model: string;
  language: string | null;
  responseFormat: string | null;
  filename: string;
  /** The file part's own Content-Type. */
  fileType: string;
  bytes: Buffer;
}

export type FakeTranscriptionAnswer = { text: string } | { status: number; body?: unknown };

/** What POST /realtime/calls answers: the SDP answer (201, application/sdp, the call id in Location), or an error. */
export type FakeRealtimeCallAnswer = { sdp: string; callId: string } | { status: number; body?: unknown };

/** A POST /realtime/calls request as the fake read it. */
export interface FakeRealtimeOffer {
  sdp: string;
  /** The `session` part (the unified interface), when the offer came as multipart. */
  session: Record<string, unknown> | null;
  authorization: string;
  url: string;
}

export type FakeAnswer =
  | { content: string; delayMs?: number; streaming?: FakeStreaming }
  | { status: number; body?: unknown; delayMs?: number };

export interface FakeOpenAi {
  baseURL: string;
  requests: RecordedRequest[];
  /** The request received at `index` (0 is the first); throws when fewer arrived. */
  request(index: number): RecordedRequest;
  /** Decides each answer; default: a fixed reply. */
  handler: (request: RecordedRequest) => FakeAnswer;
  transcriptions: RecordedTranscription[];
  /** Bodies of POST /realtime/client_secrets, with the Authorization header they came with. */
  realtimeSecrets: Array<{ body: Record<string, unknown>; authorization: string }>;
  /** Answers a well-formed upload; default: a fixed text. */
  transcribe: (upload: RecordedTranscription) => FakeTranscriptionAnswer;
  /** Answers a WebRTC call's SDP offer (POST /realtime/calls); default: 404. */
  realtimeCall: (offer: FakeRealtimeOffer) => Promise<FakeRealtimeCallAnswer>;
  /**
   * Takes a sideband WebSocket (`/realtime?call_id=…`, the bearer as sent): false refuses the handshake with 404
   * (no such call), as OpenAI answers. Default: every sideband refused.
   */
  realtimeSideband: (callId: string, authorization: string) => ((socket: WebSocket) => void) | false;
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
    transcriptions: [],
    realtimeSecrets: [],
    transcribe: () => ({ text: 'Transcripción de prueba.' }),
    realtimeCall: async () => ({ status: 404, body: { error: { message: 'no realtime in this test' } } }),
    realtimeSideband: () => false,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(parts);
      // The browser calls /realtime/calls itself, from the app's origin (as it calls api.openai.com).
      if (req.url?.includes('/realtime/calls')) {
        void answerRealtimeCall(
          fake,
          { method: req.method ?? '', url: req.url, contentType: req.headers['content-type'] ?? '' },
          req.headers.authorization ?? '',
          raw,
          res,
        );
        return;
      }
      if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions')) {
        void answerTranscription(fake, req.headers['content-type'] ?? '', raw).then(({ status, body }) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        );
        return;
      }
      if (req.method === 'POST' && req.url?.endsWith('/realtime/client_secrets')) {
        const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
        fake.realtimeSecrets.push({ body, authorization: req.headers.authorization ?? '' });
        const session = (body.session ?? {}) as Record<string, unknown>;
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            value: `ek_fake_${fake.realtimeSecrets.length}`,
            expires_at: Math.floor(Date.now() / 1000) + 120,
            session: { ...session, id: 'sess_fake', object: 'realtime.session' },
          }),
        );
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const request = JSON.parse(raw.toString('utf8')) as RecordedRequest;
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
        if (request.stream) {
          void streamAnswer(res, request, answer.content, answer.streaming ?? {});
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
  // The sideband: a WebSocket on the same port, to a call the fake answered.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const take = url.pathname.endsWith('/realtime')
      ? fake.realtimeSideband(url.searchParams.get('call_id') ?? '', req.headers.authorization ?? '')
      : false;
    if (!take) {
      const body = JSON.stringify({
        error: { message: 'No session found for the provided call_id', code: 'call_id_not_found' },
      });
      socket.end(
        `HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => take(ws));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'POST',
};

async function answerRealtimeCall(
  fake: FakeOpenAi,
  { method, url, contentType }: { method: string; url: string; contentType: string },
  authorization: string,
  raw: Buffer,
  res: ServerResponse,
): Promise<void> {
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  let sdp = raw.toString('utf8');
  let session: Record<string, unknown> | null = null;
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    })
      .formData()
      .catch(() => null);
    const sessionPart = form?.get('session');
    sdp = String(form?.get('sdp') ?? '');
    session = typeof sessionPart === 'string' ? (JSON.parse(sessionPart) as Record<string, unknown>) : null;
  }
  if (method !== 'POST' || !sdp.startsWith('v=0')) {
    res
      .writeHead(400, { ...CORS, 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'Expected an SDP offer (application/sdp).' } }));
    return;
  }
  fake.realtimeCall({ sdp, session, authorization, url }).then(
    (answer) => {
      if ('sdp' in answer)
        res
          .writeHead(201, {
            ...CORS,
            'content-type': 'application/sdp',
            location: `/v1/realtime/calls/${answer.callId}`,
          })
          .end(answer.sdp);
      else
        res
          .writeHead(answer.status, { ...CORS, 'content-type': 'application/json' })
          .end(JSON.stringify(answer.body ?? { error: { message: 'fallo simulado' } }));
    },
    (error: unknown) =>
      res
        .writeHead(500, { ...CORS, 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: String(error) } })),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Server-sent chat.completion.chunk events as OpenAI streams them, then `data: [DONE]`. */
async function streamAnswer(
  res: ServerResponse,
  request: RecordedRequest,
  content: string,
  streaming: FakeStreaming,
): Promise<void> {
  const chunks = streaming.chunks ?? content.split(/(?<= )/);
  const event = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-stream',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  // Each piece is on the wire before the next step, so a cut comes after what was sent.
  const send = (text: string) => new Promise<void>((resolve) => res.write(text, () => resolve()));
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  await send(event({ role: 'assistant', content: '' }, null));
  for (const [index, chunk] of chunks.entries()) {
    if (res.destroyed) return;
    if (streaming.cutAfter !== undefined && index >= streaming.cutAfter) {
      await pause(20);
      res.destroy();
      return;
    }
    if (streaming.pauseAfter !== undefined && index === streaming.pauseAfter) await streaming.resume;
    else if (index > 0 && streaming.chunkDelayMs) await pause(streaming.chunkDelayMs);
    await send(event({ content: chunk }, null));
  }
  if (streaming.cutAfter !== undefined && streaming.cutAfter >= chunks.length) {
    res.destroy();
    return;
  }
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** What the endpoint reads, by the file's first bytes: WAV, WebM/Matroska, Ogg, FLAC, MP3, MP4/M4A. */
function audioFormatOf(bytes: Buffer): string | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  return null;
}

const invalid = (message: string) => ({ status: 400, body: { error: { message, type: 'invalid_request_error' } } });

async function answerTranscription(
  fake: FakeOpenAi,
  contentType: string,
  raw: Buffer,
): Promise<{ status: number; body: unknown }> {
  if (!contentType.startsWith('multipart/form-data')) return invalid('Expected multipart/form-data.');
  let form: FormData;
  try {
    form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    return invalid('Malformed multipart body.');
  }
  const file = form.get('file');
  const model = form.get('model');
  if (!(file instanceof Blob)) return invalid("Missing required parameter: 'file'.");
  if (typeof model !== 'string' || !model) return invalid("Missing required parameter: 'model'.");
  const bytes = Buffer.from(await file.arrayBuffer());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const upload: RecordedTranscription = {
    model,
    language: text('language'),
    responseFormat: text('response_format'),
    filename: (file as File).name ?? '',
    fileType: file.type,
    bytes,
  };
  fake.transcriptions.push(upload);
  const format = bytes.length >= 12 ? audioFormatOf(bytes) : null;
  const extension = upload.filename.split('.').pop() ?? '';
  // OpenAI reads the format from the name's extension, and refuses a file whose content is not it.
  if (!format || !(extension === format || (format === 'mp4' && extension === 'm4a')))
    return invalid('Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm');
  const answer = fake.transcribe(upload);
  if ('status' in answer)
    return { status: answer.status, body: answer.body ?? { error: { message: 'fallo simulado' } } };
  return { status: 200, body: { text: answer.text, usage: { type: 'duration', seconds: 3 } } };
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
    fake!.transcriptions.length = 0;
    fake!.realtimeSecrets.length = 0;
  });
  return () => fake!;
}
