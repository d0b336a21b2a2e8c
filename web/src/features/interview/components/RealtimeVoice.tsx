import { PRODUCT } from '@clara/domain/brand';
import { REALTIME_TEXTS } from '@clara/domain/interview/texts';
import type { RealtimeInterview } from '../hooks/useRealtimeInterview';

const STATUS = {
  connecting: REALTIME_TEXTS.connecting,
  connected: REALTIME_TEXTS.connected,
  ending: REALTIME_TEXTS.ending,
};

/**
 * Issue 22: the offer of a real-time voice interview above the composer, and while it runs, its state, what
 * is being said (the saved turns show in the conversation above) and "Terminar entrevista".
 */
export function RealtimeVoice({ realtime }: { realtime: RealtimeInterview }) {
  const { phase, live, problem } = realtime;
  if (phase === 'idle')
    return (
      <div className="iv-realtime">
        {problem && (
          <p className="error-text" role="alert">
            {problem}
          </p>
        )}
        <button type="button" className="btn btn-secondary iv-realtime-offer" onClick={realtime.start}>
          {REALTIME_TEXTS.offer}
        </button>
        <p className="muted iv-realtime-hint">{REALTIME_TEXTS.offerHint}</p>
      </div>
    );
  return (
    <div className="iv-realtime is-live">
      <p className="iv-realtime-state" role="status" aria-live="polite" data-phase={phase}>
        <span className={`iv-realtime-dot${phase === 'connected' ? ' is-on' : ''}`} aria-hidden="true" />
        {STATUS[phase]}
      </p>
      <ul className="iv-realtime-live" aria-label="Transcripción en curso">
        {Object.entries(live).map(([id, turn]) => (
          <li key={id} data-speaker={turn.speaker}>
            <strong>{turn.speaker === 'clara' ? PRODUCT.name : REALTIME_TEXTS.you}:</strong> {turn.text}
          </li>
        ))}
      </ul>
      {problem && (
        <p className="error-text" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn-primary" onClick={realtime.end} disabled={phase === 'ending'}>
        {REALTIME_TEXTS.end}
      </button>
    </div>
  );
}
