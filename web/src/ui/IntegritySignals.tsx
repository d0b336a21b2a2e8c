import { INTEGRITY_TEXTS, type IntegritySignal } from '@clara/domain/analysis/integrity';

/**
 * "Señales de integridad" (issue 19): what the server noticed about how an interview was answered, each
 * signal with its answers and a plain explanation for the people who decide, or as advice for a candidate
 * after a practice. Shown, never deciding.
 */
export function IntegritySignals({
  signals,
  audience,
}: {
  signals: readonly IntegritySignal[] | undefined;
  audience: 'recruiter' | 'candidate';
}) {
  if (!signals?.length) return null;
  const title = audience === 'recruiter' ? INTEGRITY_TEXTS.title : INTEGRITY_TEXTS.practiceTitle;
  return (
    <section className="integrity-signals" aria-label={title} data-testid="integrity-signals">
      <h3 className="integrity-title">{title}</h3>
      <p className="small muted">{audience === 'recruiter' ? INTEGRITY_TEXTS.intro : INTEGRITY_TEXTS.practiceIntro}</p>
      <ul>
        {signals.map((signal, index) => {
          if (audience === 'candidate') return <li key={index}>{INTEGRITY_TEXTS.advice(signal)}</li>;
          const { label, explanation } = INTEGRITY_TEXTS.recruiter(signal);
          return (
            <li key={index}>
              <strong>{label}</strong> — {explanation}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
