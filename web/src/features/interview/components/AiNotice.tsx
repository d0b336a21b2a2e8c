import { AI_NOTICE } from '@clara/domain/interview/accommodations';
import type { ReactNode } from 'react';

/**
 * Issue 33: the AI notice, before the first turn of a company interview whatever the mode (text, voice,
 * real-time, recorded); the candidate acknowledges it to start. `children`: the way to ask for an adjustment.
 */
export function AiNotice({
  onAcknowledge,
  busy,
  error,
  children,
}: {
  onAcknowledge: () => void;
  busy: boolean;
  error: string;
  children?: ReactNode;
}) {
  return (
    <section className="card iv-ai-notice" aria-labelledby="ai-notice-title" data-testid="ai-notice">
      <h2 id="ai-notice-title">{AI_NOTICE.title}</h2>
      {AI_NOTICE.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="iv-ai-notice-actions">
        <button type="button" className="btn btn-primary" onClick={onAcknowledge} disabled={busy}>
          {AI_NOTICE.acknowledge}
        </button>
        {children}
      </div>
    </section>
  );
}
