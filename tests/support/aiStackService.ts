/**
 * The run's second stack, whose functions have an OpenAI key: the test files of the OpenAI path share it instead of
 * starting one each (a stack costs about 30 s of CPU to start on this 2-core machine). Its OPENAI_BASE_URL is a relay
 * that forwards each connection, byte for byte (HTTP, streamed replies, WebSocket upgrades), to the fake OpenAI
 * server of the file that holds the stack: files take turns (`claimAiStack`), so each sees only its own fake's
 * requests. Started on the first claim: a run without such a file does not pay for it. No vitest here: the global
 * setup runs it.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createConnection, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { startStack, type Stack } from '../../stack/stack';

/** What a claim answers: the stack's addresses (the file's own fake now receives the relay's connections). */
export interface AiStackInfo {
  url: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
  realtimeFunctionUrl: string;
}

export interface AiStackService {
  /** Where files claim and release the stack (POST /claim with {port}, POST /release). */
  controlUrl: string;
  stop(): Promise<void>;
}

/** The stack a claim hands out, with what stops it. */
export type StartedAiStack = AiStackInfo & Pick<Stack, 'stop'>;

const startAiStack = (openAiBaseUrl: string): Promise<StartedAiStack> =>
  startStack({
    freePorts: true,
    scheduler: false,
    seed: false,
    // In use a few minutes of the run: tuned as a file's own stack is.
    shortRun: true,
    functionsEnv: { OPENAI_API_KEY: 'sk-fake', OPENAI_BASE_URL: openAiBaseUrl, CLARA_LIMITS_SCALE: '1000' },
  });

/** `start` starts the stack on the first claim, its OpenAI calls sent to the relay (a test gives a stand-in). */
export async function startAiStackService(start = startAiStack): Promise<AiStackService> {
  let upstream: number | null = null;
  const relayed = new Set<Socket>();
  const relay = createTcpServer((client) => {
    if (upstream === null) return client.destroy();
    const server = createConnection(upstream, '127.0.0.1');
    relayed.add(client);
    const end = () => {
      relayed.delete(client);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    client.pipe(server).pipe(client);
  });
  await listen(relay);
  const relayPort = (relay.address() as AddressInfo).port;

  let stack: Promise<StartedAiStack> | null = null;

  // One holder at a time; the others wait in order.
  let held = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    for (const socket of relayed) socket.destroy();
    upstream = null;
    const next = waiting.shift();
    if (next) next();
    else held = false;
  };

  /**
   * Waits for the claimant's turn: true when it comes, false if the claimant left first (its claim timed out, or its
   * process ended), so the stack never goes to a file that will not release it.
   */
  const turnOf = (res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const take = () => {
        res.off('close', leave);
        resolve(true);
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(take), 1);
        resolve(false);
      };
      waiting.push(take);
      res.once('close', leave);
    });

  const control = createHttpServer((req, res) => {
    void answer(req, res).catch((error: unknown) => reply(res, 500, { error: String(error) }));
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST' && req.url === '/release') {
      release();
      return reply(res, 200, {});
    }
    if (req.method !== 'POST' || req.url !== '/claim') return reply(res, 404, {});
    const { port } = JSON.parse(await body(req)) as { port: number };
    if (held && !(await turnOf(res))) return;
    held = true;
    upstream = port;
    try {
      stack ??= start(`http://127.0.0.1:${relayPort}/v1`);
      const started = await stack;
      const info: AiStackInfo = {
        url: started.url,
        projectId: started.projectId,
        firestoreHost: started.firestoreHost,
        authHost: started.authHost,
        realtimeFunctionUrl: started.realtimeFunctionUrl,
      };
      reply(res, 200, info);
    } catch (error) {
      release();
      throw error;
    }
  }
  await listen(control);

  return {
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    async stop() {
      for (const socket of relayed) socket.destroy();
      await Promise.all([close(relay), close(control)]);
      if (stack) await (await stack.catch(() => null))?.stop();
    },
  };
}

function listen(server: { listen(port: number, host: string, done: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function close(server: { close(done: () => void): unknown }): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString()));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
}
