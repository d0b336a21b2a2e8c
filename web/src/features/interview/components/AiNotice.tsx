import { aiNoticeOf, type AiNoticeVariant } from '@clara/domain/interview/accommodations';
import type { ReactNode } from 'react';

/**
 * Issue 33: the AI notice, before the first turn of a company interview or a practice (`variant`: its wording)
 * whatever the mode (text, voice, real-time, recorded); the candidate acknowledges it to start. `children`: the way
 * to ask for an adjustment (company interviews).
 */
export function AiNotice({
  variant,
  realtimeMinutes,
  onAcknowledge,
  busy,
  error,
  children,
}: {
  variant: AiNoticeVariant;
  /** The interview's real-time limit (more once «más tiempo» was accepted); the default limit when not known. */
  realtimeMinutes?: number;
  onAcknowledge: () => void;
  busy: boolean;
  error: string;
  children?: ReactNode;
}) {
  const notice = aiNoticeOf(variant, realtimeMinutes);
  return (
    <section
      className="card iv-ai-notice"
      aria-labelledby="ai-notice-title"
      data-testid="ai-notice"
      data-variant={variant}
    >
      <h2 id="ai-notice-title">{notice.title}</h2>
      {notice.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="iv-ai-notice-actions">
        <button type="button" className="btn btn-primary" onClick={onAcknowledge} disabled={busy}>
          {notice.acknowledge}
        </button>
        {children}
      </div>
    </section>
  );
}
