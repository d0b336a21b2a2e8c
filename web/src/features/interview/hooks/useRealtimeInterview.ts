import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@clara/domain/interview/api';
import { REALTIME_TEXTS } from '@clara/domain/interview/texts';
import { interviewApi } from '../api';
import { withAnswer, type InterviewConversation } from '../conversation';
import { interviewQueries } from '../queries';
import { connectRealtime, type RealtimeLink } from '../realtime/connection';
import {
  audioStopped,
  completedTurn,
  endRequested,
  nextLiveText,
  type CompletedTurn,
  type LiveText,
} from '../realtime/events';

export type RealtimePhase = 'idle' | 'connecting' | 'connected' | 'ending';

export interface RealtimeInterview {
  phase: RealtimePhase;
  /** The turns being spoken (not saved yet), in the order they started. */
  live: LiveText;
  /** Why the last attempt failed or the connection dropped, else null. */
  problem: string | null;
  start(): void;
  /** "Terminar entrevista": hangs up and finishes the interview as a text interview finishes. */
  end(): void;
}

/** Marks the bench reads (stack/bench/realtime.ts): click → client secret → connected → first event. */
const mark = (name: string) => performance.mark(`clara:realtime-${name}`);

const ATTEMPTS = 3;
/** After Clara asked to end, her farewell plays until the server says its audio stopped, or this long at most. */
const FAREWELL_MAX_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A turn is saved with its id, so sending it again after a lost answer stores it once. */
async function saveTurn(code: string, turn: CompletedTurn): Promise<ChatResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await interviewApi.realtimeTurn({ chatSessionId: code, ...turn });
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await pause(500 * attempt);
    }
  }
}

/**
 * A real-time voice interview over the chat of `code` (README, "Real-time voice interviews"): the client
 * secret from the server, the WebRTC connection, each completed turn saved to the conversation one at a time
 * in the order it completed (the chat shows it from the saved conversation), and the end: the candidate's
 * button, or Clara's closing marker (the server finishes the interview when it saves that turn).
 */
export function useRealtimeInterview(code: string): RealtimeInterview {
  const client = useQueryClient();
  const [phase, setPhase] = useState<RealtimePhase>('idle');
  const [live, setLive] = useState<LiveText>({});
  const [problem, setProblem] = useState<string | null>(null);
  const link = useRef<RealtimeLink | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const phaseRef = useRef<RealtimePhase>('idle');
  const farewell = useRef<ReturnType<typeof setTimeout> | null>(null);
  const setBoth = (next: RealtimePhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  const hangUp = useCallback(() => {
    if (farewell.current) clearTimeout(farewell.current);
    farewell.current = null;
    link.current?.close();
    link.current = null;
    setLive({});
  }, []);
  useEffect(() => hangUp, [hangUp]);

  const stored = useCallback(
    (answer: ChatResponse) => {
      const key = interviewQueries.chatKey(code);
      client.setQueryData<InterviewConversation>(key, (current) => current && withAnswer(current, answer));
      if (answer.status === 'Finished') {
        // Clara closed the interview (or it was finished elsewhere): as a text interview ends.
        hangUp();
        setBoth('idle');
        void client.invalidateQueries({ queryKey: key });
      }
    },
    [client, code, hangUp],
  );

  const enqueue = useCallback(
    (turn: CompletedTurn) => {
      saving.current = saving.current
        .then(() => saveTurn(code, turn))
        .then(stored, (error: unknown) => {
          console.error('Error al guardar un turno de la entrevista en tiempo real', error);
          setProblem(REALTIME_TEXTS.notSaved);
        });
    },
    [code, stored],
  );

  const start = () => {
    if (phaseRef.current !== 'idle') return;
    mark('click');
    setProblem(null);
    setBoth('connecting');
    let first = true;
    void interviewApi
      .realtimeSession(code)
      .then((session) => {
        mark('secret');
        return connectRealtime(session, {
          onOpen: () => {
            mark('connected');
            setBoth('connected');
          },
          onEvent: (event) => {
            if (first) mark('first-event');
            first = false;
            setLive((current) => nextLiveText(current, event));
            const turn = completedTurn(event);
            if (turn) enqueue(turn);
            // Clara ended the interview (a function call): once her farewell has played, it ends as the marker would.
            if (endRequested(event)) farewell.current = setTimeout(end, FAREWELL_MAX_MS);
            else if (farewell.current && audioStopped(event)) end();
          },
          onClosed: () => {
            link.current = null;
            setLive({});
            if (phaseRef.current === 'ending' || phaseRef.current === 'idle') return;
            setProblem(REALTIME_TEXTS.lost);
            setBoth('idle');
          },
        });
      })
      .then(
        (connected) => {
          if (phaseRef.current === 'connecting' || phaseRef.current === 'connected') link.current = connected;
          else connected.close();
        },
        (error: unknown) => {
          console.error('Error al iniciar la entrevista en tiempo real', error);
          setProblem(REALTIME_TEXTS.failed);
          setBoth('idle');
        },
      );
  };

  const end = () => {
    if (phaseRef.current === 'ending') return;
    setBoth('ending');
    hangUp();
    // The turns already heard are saved first, then the interview ends.
    void saving.current
      .then(() => interviewApi.realtimeEnd(code))
      .then(stored, (error: unknown) => {
        console.error('Error al terminar la entrevista en tiempo real', error);
        setProblem(REALTIME_TEXTS.notSaved);
      })
      .finally(() => setBoth('idle'));
  };

  return { phase, live, problem, start, end };
}
