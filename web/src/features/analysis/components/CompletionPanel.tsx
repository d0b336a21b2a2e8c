import { type FEEDBACK_VALUES } from '@clara/domain/constants';
import { ErrorText } from '../../../ui/forms';
import { ANALYSIS_COMPLETION_POSTER, ANALYSIS_COMPLETION_VIDEO } from '../../../ui/media';
import { useIdle } from '../../../platform/idle';
import { useSubmitFeedback } from '../queries';

type Feedback = (typeof FEEDBACK_VALUES)[number];

const THUMB =
  'M7 10v12M15 5.88L14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d={THUMB} />
    </svg>
  );
}

/** Practice interviews: a short completion video and thumbs feedback ('Si' / 'No'). */
export function CompletionPanel({ code }: { code: string }) {
  const feedback = useSubmitFeedback(code);
  const send = (value: Feedback) => feedback.mutate(value);
  const busy = feedback.isPending;
  const error = feedback.isError ? 'No se pudo enviar tu opinión. Por favor, intenta de nuevo.' : '';
  // The poster paints with the report; the video's download waits until the page is idle (issue 21: on a slow
  // phone it took bandwidth from the report's own files).
  const idle = useIdle();

  return (
    <section className="card an-completion-panel" aria-labelledby="completion-title">
      <video
        className="an-completion-video"
        src={idle ? ANALYSIS_COMPLETION_VIDEO : undefined}
        poster={ANALYSIS_COMPLETION_POSTER}
        autoPlay
        muted
        loop
        playsInline
        aria-label="¡Entrevista completada!"
      />
      <div className="an-completion-copy">
        <h2 id="completion-title">¡Completaste tu entrevista de práctica!</h2>
        <p className="muted">Revisa tu análisis y sigue practicando: cada entrevista te acerca a tu próximo empleo.</p>
        {feedback.isSuccess ? (
          <p className="success-text" role="status">
            ¡Gracias por tu opinión!
          </p>
        ) : (
          <div className="an-feedback">
            <span id="feedback-question">¿Te resultó útil este análisis?</span>
            <div className="row" role="group" aria-labelledby="feedback-question">
              <button type="button" className="btn btn-secondary an-thumb" disabled={busy} onClick={() => send('Si')}>
                <Thumb /> Si
              </button>
              <button type="button" className="btn btn-secondary an-thumb" disabled={busy} onClick={() => send('No')}>
                <Thumb down /> No
              </button>
            </div>
          </div>
        )}
        <ErrorText>{error}</ErrorText>
      </div>
    </section>
  );
}
