import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISABLE_CHAT_MARKER, type ChatMessage } from '@clara/domain/interview/session';
import { ApiRequestError } from '../../platform/api';

const api = vi.hoisted(() => ({
  getChat: vi.fn(),
  sendMessage: vi.fn(),
  sendMedia: vi.fn(),
  analyze: vi.fn(),
}));
vi.mock('./api', () => ({ interviewApi: api }));

const { useChatStore } = await import('./chatStore');

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

beforeEach(() => {
  useChatStore.getState().reset();
  for (const fn of Object.values(api)) fn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chat store', () => {
  it('opens a session and answers 404 as not found', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    expect(useChatStore.getState()).toMatchObject({
      load: 'ready',
      history: [greeting],
      isPractice: true,
      hasAnalysis: false,
    });

    useChatStore.getState().reset();
    api.getChat.mockRejectedValueOnce(new ApiRequestError(404, 'No se encontró'));
    await useChatStore.getState().open(CODE);
    expect(useChatStore.getState().load).toBe('notFound');
  });

  it('shows the user message at once, then the server history with the reply to type out', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    const reply: ChatMessage = { text: 'Encantada, Ana.', type: 'system', timestamp: 3 };
    let resolve!: (value: unknown) => void;
    api.sendMessage.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const sending = useChatStore.getState().sendText('  Ana  ');
    expect(useChatStore.getState().sending).toBe(true);
    expect(useChatStore.getState().history.at(-1)).toMatchObject({ text: 'Ana', type: 'user' });
    expect(api.sendMessage).toHaveBeenCalledWith(CODE, 'Ana', 'Not Started');
    resolve({ chatHistory: [greeting, { text: 'Ana', type: 'user', timestamp: 2 }, reply], status: 'In progress' });
    await sending;
    expect(useChatStore.getState()).toMatchObject({ sending: false, status: 'In progress', typeTimestamp: 3 });
  });

  it('never sends blank text', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    await useChatStore.getState().sendText('   ');
    expect(api.sendMessage).not.toHaveBeenCalled();
  });

  it("shows 'Problema de conexión' as an error message when the server does not answer", async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    api.sendMessage.mockRejectedValueOnce(new ApiRequestError(0, 'Failed to fetch'));
    await useChatStore.getState().sendText('Hola');
    const last = useChatStore.getState().history.at(-1);
    expect(last).toMatchObject({ text: 'Problema de conexión', type: 'system', isError: true });
    expect(useChatStore.getState().sending).toBe(false);
  });

  it('refetches when Clara closes with the marker', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    const closing: ChatMessage = { text: `Gracias. ${DISABLE_CHAT_MARKER}`, type: 'system', timestamp: 5 };
    const history = [greeting, { text: 'Listo', type: 'user' as const, timestamp: 4 }, closing];
    api.sendMessage.mockResolvedValueOnce({ chatHistory: history, status: 'In progress' });
    api.getChat.mockResolvedValueOnce(session(history, { status: 'Finished' }));
    await useChatStore.getState().sendText('Listo');
    expect(api.getChat).toHaveBeenCalledTimes(2);
    expect(useChatStore.getState().status).toBe('Finished');
  });

  it('turns a failed upload into the SPEC message and drops the placeholder', async () => {
    api.getChat.mockResolvedValueOnce(session([greeting]));
    await useChatStore.getState().open(CODE);
    api.sendMedia.mockRejectedValueOnce(new ApiRequestError(400, 'Formato de datos inválido'));
    await useChatStore
      .getState()
      .sendMedia({ mediaData: 'data:audio/wav;base64,AAAA', mediaType: 'audio', mimeType: 'audio/wav', duration: 1 });
    const history = useChatStore.getState().history;
    expect(history.some((m) => 'pending' in m && m.pending)).toBe(false);
    expect(history.at(-1)?.text).toMatch(
      /^Hubo un problema al procesar tu grabación\. .*Detalle: Formato de datos inválido$/,
    );
    expect(api.sendMedia.mock.calls[0]?.[3]).toBe(10_000);
  });

  it('analyses with a 3-second countdown, then refetches and has an analysis', async () => {
    vi.useFakeTimers();
    api.getChat.mockResolvedValueOnce(session([greeting], { status: 'Finished' }));
    await useChatStore.getState().open(CODE);
    api.analyze.mockResolvedValueOnce({});
    api.getChat.mockResolvedValueOnce(
      session([greeting], { status: 'Finished', hasAnalysis: true, analysis: { score: 1 } }),
    );
    const done = useChatStore.getState().analyze();
    expect(useChatStore.getState()).toMatchObject({ analysisPhase: 'countdown', countdown: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(useChatStore.getState().countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(useChatStore.getState().countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(useChatStore.getState()).toMatchObject({ analysisPhase: 'done', hasAnalysis: true });
    expect(api.analyze).toHaveBeenCalledWith(CODE);
  });

  it('lets the person try the analysis again when it fails', async () => {
    vi.useFakeTimers();
    api.getChat.mockResolvedValueOnce(session([greeting], { status: 'Finished' }));
    await useChatStore.getState().open(CODE);
    api.analyze.mockRejectedValueOnce(new ApiRequestError(500, 'falló'));
    const done = useChatStore.getState().analyze();
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(useChatStore.getState()).toMatchObject({ analysisPhase: 'error', hasAnalysis: false });
  });
});
