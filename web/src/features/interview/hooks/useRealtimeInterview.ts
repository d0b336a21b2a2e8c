import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@clara/domain/interview/api';
import { REALTIME_TEXTS } from '@clara/domain/interview/texts';
import { interviewApi } from '../api';
import { withAnswer, type InterviewConversation } from '../conversation';
import { interviewQueries } from '../queries';
import { connectRealtime, type RealtimeLink } from '../realtime/connection';
import { audioStopped, endRequested, nextLiveText, type LiveText } from '../realtime/events';
import { reportError } from '../../../platform/log';

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

/** Marks the bench reads (stack/bench/realtime.ts): click → SDP answer (server joined) → connected → first event. */
const mark = (name: string) => performance.mark(`clara:realtime-${name}`);

/** After Clara asked to end, her farewell plays until the server says its audio stopped, or this long at most. */
const FAREWELL_MAX_MS = 10_000;

/**
 * A real-time voice interview over the chat of `code` (docs/architecture.md, "Real-time voice interviews"; issue 31): the
 * server makes the call and records it; the chat shows each turn as the server stored it, the live text as it
 * is spoken. It ends with Clara's function call (the server ends the interview; her farewell plays out here),
 * the candidate's button (POST /api/realtime-end, then hang up), or a lost connection (the server ends it with
 * what it recorded).
 */
export function useRealtimeInterview(code: string): RealtimeInterview {
  const client = useQueryClient();
  const [phase, setPhase] = useState<RealtimePhase>('idle');
  const [live, setLive] = useState<LiveText>({});
  const [problem, setProblem] = useState<string | null>(null);
  const link = useRef<RealtimeLink | null>(null);
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
        // The server ended the interview: as a text interview ends (Clara's farewell, if playing, plays out).
        if (!farewell.current) hangUp();
        setBoth('idle');
        void client.invalidateQueries({ queryKey: key });
      }
    },
    [client, code, hangUp],
  );

  const start = () => {
    if (phaseRef.current !== 'idle') return;
    mark('click');
    setProblem(null);
    setBoth('connecting');
    let first = true;
    const farewellDone = () => {
      if (farewell.current) clearTimeout(farewell.current);
      farewell.current = null;
      // The server ends the interview and sends its end on the stream; only the audio stops here.
      link.current?.closeAudio();
      setLive({});
    };
    void connectRealtime(code, {
      onOpen: () => {
        mark('connected');
        setBoth('connected');
      },
      onEvent: (event) => {
        if (first) mark('first-event');
        first = false;
        setLive((current) => nextLiveText(current, event));
        // Clara ended the interview (a function call): her farewell plays until its audio stopped.
        if (endRequested(event)) farewell.current = setTimeout(farewellDone, FAREWELL_MAX_MS);
        else if (farewell.current && audioStopped(event)) farewellDone();
      },
      onStored: stored,
      onFailed: () => {
        setProblem(REALTIME_TEXTS.notSaved);
        hangUp();
        setBoth('idle');
      },
      onClosed: () => {
        setLive({});
        if (phaseRef.current === 'ending' || phaseRef.current === 'idle' || farewell.current) return;
        link.current = null;
        setProblem(REALTIME_TEXTS.lost);
        setBoth('idle');
        // The server ends the interview with what it recorded; the page shows it.
        void client.invalidateQueries({ queryKey: interviewQueries.chatKey(code) });
      },
    }).then(
      (connected) => {
        mark('answer');
        if (phaseRef.current === 'connecting' || phaseRef.current === 'connected') link.current = connected;
        else connected.close();
      },
      (error: unknown) => {
        reportError('Error al iniciar la entrevista en tiempo real', error);
        setProblem(REALTIME_TEXTS.failed);
        setBoth('idle');
      },
    );
  };

  const end = () => {
    if (phaseRef.current === 'ending') return;
    setBoth('ending');
    // The server ends the interview with what it heard, then the call is hung up.
    void interviewApi
      .realtimeEnd(code)
      .then(stored, (error: unknown) => {
        reportError('Error al terminar la entrevista en tiempo real', error);
        setProblem(REALTIME_TEXTS.notSaved);
      })
      .finally(() => {
        hangUp();
        setBoth('idle');
      });
  };

  return { phase, live, problem, start, end };
}
