import { CONSENT_NOTICE } from '@clara/domain/trust/consent';

/** The candidate's notice (issue 10) and its acceptance checkbox; the accepted version is sent with the action. */
export function ConsentNotice({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <section className="consent-notice" aria-labelledby="consent-title">
      <h3 id="consent-title">{CONSENT_NOTICE.title}</h3>
      {CONSENT_NOTICE.paragraphs.map((text) => (
        <p key={text} className="muted small">
          {text}
        </p>
      ))}
      <label className="checkbox">
        <input type="checkbox" checked={accepted} onChange={(event) => onChange(event.target.checked)} />
        <span>{CONSENT_NOTICE.accept}</span>
      </label>
    </section>
  );
}
