// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISABLE_CHAT_MARKER, type ChatMessage } from '@clara/domain/chat/messages';
import type { InterviewChat } from './useInterviewChat';

const api = vi.hoisted(() => ({
  getChat: vi.fn(),
  sendMessage: vi.fn(),
  sendMedia: vi.fn(),
  analyze: vi.fn(),
}));
vi.mock('./api', () => ({ interviewApi: api }));

// One module graph per worker (isolate: false): load the module under test afresh, bound to the mock.
vi.resetModules();
const { useInterviewChat } = await import('./useInterviewChat');
// From the same fresh graph: the hook tells a failure by this class.
const { ApiRequestError } = await import('../../platform/api');
const { readPracticeHistory } = await import('../../platform/practiceHistory');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CODE = 'c0a80101-0000-4000-8000-0000000000aa';
const greeting: ChatMessage = { text: 'Hola, soy Clara. ¿Cómo te llamas?', type: 'system', timestamp: 1 };
const session = (history: ChatMessage[], extra: Record<string, unknown> = {}) => ({
  chatSessionId: CODE,
  chatHistory: history,
  status: 'Not Started',
  analysis: null,
  hasAnalysis: false,
  isPractice: true,
  ...extra,
});

/** The hook as the chat view holds it, rendered in a page of its own with a fresh query client. */
let chat: InterviewChat;
let root: Root | null = null;
function Probe({ animateLast }: { animateLast: boolean }) {
  chat = useInterviewChat(CODE, { animateLast });
  return null;
}

/** Lets the queries, mutations and timers of this moment run (TanStack notifies on a zero timeout). */
async function settle() {
  for (let round = 0; round < 5; round += 1)
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      else await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

async function open({ animateLast = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  root = createRoot(document.createElement('div'));
  const page = root;
  await act(async () =>
    page.render(
      <QueryClientProvider client={client}>
        <Probe animateLast={animateLast} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

/** Runs an action of the chat (it sets React state) and lets what it started run. */
async function run(action: () => unknown) {
  await act(async () => {
    action();
  });
  await settle();
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  const page = root;
  if (page) await act(async () => page.unmount());
  root = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the interview chat', () => {
  it('opens a session and answers 404 as not found', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    expect(chat).toMatchObject({ load: 'ready', history: [greeting], isPractice: true, hasAnalysis: false });
    expect(chat.typeTimestamp).toBeNull();

    await act(async () => root?.unmount());
    api.getChat.mockRejectedValueOnce(new ApiRequestError(404, 'No se encontró'));
    await open();
    expect(chat.load).toBe('notFound');
  });

  it('types out the greeting of a session created just now', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open({ animateLast: true });
    expect(chat.typeTimestamp).toBe(greeting.timestamp);
  });

  it('shows the user message at once, then the server history with the reply to type out', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    const reply: ChatMessage = { text: 'Encantada, Ana.', type: 'system', timestamp: 3 };
    let resolve!: (value: unknown) => void;
    api.sendMessage.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    await run(() => chat.sendText('  Ana  '));
    expect(chat.sending).toBe(true);
    expect(chat.history.at(-1)).toMatchObject({ text: 'Ana', type: 'user' });
    expect(api.sendMessage).toHaveBeenCalledWith(CODE, 'Ana', 'Not Started');
    await run(() =>
      resolve({ chatHistory: [greeting, { text: 'Ana', type: 'user', timestamp: 2 }, reply], status: 'In progress' }),
    );
    expect(chat).toMatchObject({ sending: false, status: 'In progress', typeTimestamp: 3 });
    expect(chat.history.at(-1)).toEqual(reply);
  });

  it('never sends blank text', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    await run(() => chat.sendText('   '));
    expect(api.sendMessage).not.toHaveBeenCalled();
  });

  it("shows 'Problema de conexión' as an error message when the server does not answer, and sending again works", async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    api.sendMessage.mockRejectedValueOnce(new ApiRequestError(0, 'Failed to fetch'));
    await run(() => chat.sendText('Hola'));
    expect(chat.history.at(-2)).toMatchObject({ text: 'Hola', type: 'user' });
    expect(chat.history.at(-1)).toMatchObject({ text: 'Problema de conexión', type: 'system', isError: true });
    expect(chat.sending).toBe(false);

    const mine: ChatMessage = { text: 'Hola de nuevo', type: 'user', timestamp: 4 };
    const reply: ChatMessage = { text: '¡Hola!', type: 'system', timestamp: 5 };
    api.sendMessage.mockResolvedValueOnce({ chatHistory: [greeting, mine, reply], status: 'In progress' });
    await run(() => chat.sendText('Hola de nuevo'));
    // The server's history replaces the failed message and its note.
    expect(chat.history).toEqual([greeting, mine, reply]);
  });

  it("shows the server's reason for a 409 (another tab answered) and reads the conversation again", async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    const other: ChatMessage[] = [
      greeting,
      { text: 'Desde otra pestaña', type: 'user', timestamp: 2 },
      { text: 'Gracias.', type: 'system', timestamp: 3 },
    ];
    let reread!: (value: unknown) => void;
    api.getChat.mockReturnValueOnce(new Promise((r) => (reread = r)));
    api.sendMessage.mockRejectedValueOnce(new ApiRequestError(409, 'La conversación cambió en otra pestaña'));
    await run(() => chat.sendText('Hola'));
    expect(chat.history.at(-1)).toMatchObject({ text: 'La conversación cambió en otra pestaña', isError: true });
    expect(api.getChat).toHaveBeenCalledTimes(2);
    await run(() => reread(session(other, { status: 'In progress' })));
    expect(chat.history).toEqual(other);
  });

  it('refetches when Clara closes with the marker, and remembers the finished practice on this device', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    const closing: ChatMessage = { text: `Gracias. ${DISABLE_CHAT_MARKER}`, type: 'system', timestamp: 5 };
    const history = [greeting, { text: 'Listo', type: 'user' as const, timestamp: 4 }, closing];
    api.sendMessage.mockResolvedValueOnce({ chatHistory: history, status: 'In progress' });
    api.getChat.mockResolvedValueOnce(session(history, { status: 'Finished' }));
    expect(readPracticeHistory()).toEqual([]);
    await run(() => chat.sendText('Listo'));
    expect(api.getChat).toHaveBeenCalledTimes(2);
    expect(chat).toMatchObject({ status: 'Finished', closed: true });
    expect(readPracticeHistory().map((entry) => entry.code)).toEqual([CODE]);
    // Nothing more is sent once finished.
    await run(() => chat.sendText('¿Sigues ahí?'));
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
  });

  it('turns a failed upload into the SPEC message and drops the placeholder', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await open();
    let reject!: (error: unknown) => void;
    api.sendMedia.mockReturnValueOnce(new Promise((_, r) => (reject = r)));
    const media = { mediaData: 'data:audio/wav;base64,AAAA', mediaType: 'audio', mimeType: 'audio/wav', duration: 1 };
    await run(() => chat.sendMedia(media as Parameters<InterviewChat['sendMedia']>[0]));
    expect(chat.history.at(-1)).toMatchObject({ type: 'user', pending: true, mediaType: 'audio' });
    expect(chat.sending).toBe(true);
    await run(() => reject(new ApiRequestError(400, 'Formato de datos inválido')));
    expect(chat.history.some((m) => m.pending)).toBe(false);
    expect(chat.history.at(-1)?.text).toMatch(
      /^Hubo un problema al procesar tu grabación\. .*Detalle: Formato de datos inválido$/,
    );
    expect(api.sendMedia.mock.calls[0]?.[3]).toBe(10_000);
  });

  it('analyses with a 3-second countdown, then refetches and has an analysis', async () => {
    vi.useFakeTimers();
    api.getChat.mockResolvedValueOnce(session([greeting], { status: 'Finished' }));
    await open();
    api.analyze.mockResolvedValueOnce({});
    api.getChat.mockResolvedValueOnce(
      session([greeting], { status: 'Finished', hasAnalysis: true, analysis: { score: 1 } }),
    );
    await run(() => chat.analyze());
    expect(chat).toMatchObject({ analysisPhase: 'countdown', countdown: 3, closed: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(chat.countdown).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(chat.countdown).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(chat).toMatchObject({ analysisPhase: 'done', hasAnalysis: true });
    expect(api.analyze).toHaveBeenCalledWith(CODE);
    expect(api.getChat).toHaveBeenCalledTimes(2);
  });

  it('lets the person try the analysis again when it fails', async () => {
    vi.useFakeTimers();
    api.getChat.mockResolvedValueOnce(session([greeting], { status: 'Finished' }));
    await open();
    api.analyze.mockRejectedValueOnce(new ApiRequestError(500, 'falló'));
    await run(() => chat.analyze());
    // The countdown runs to its end even when the analysis fails at once.
    expect(chat.analysisPhase).toBe('countdown');
    for (let second = 0; second < 3; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    expect(chat).toMatchObject({ analysisPhase: 'error', hasAnalysis: false });
  });
});
