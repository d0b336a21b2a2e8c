import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { INTERVIEW_CODE_LENGTH } from '@clara/domain/constants';
import { SiteHeader } from '../../../ui/BrandHeader';
import { CONSENT_NOTICE } from '@clara/domain/trust/consent';
import { ConsentNotice } from '../../../ui/ConsentNotice';
import { interviewApi } from '../api';
import { useCodeCheck } from '../hooks/useCodeCheck';
import { normalizeCode } from '../rules/code';

interface Props {
  initialCode: string;
  onStart: (code: string) => void;
  onPractice: () => void;
}

/** The code-entry landing of /clara (SPEC §2). */
export function CodeEntry({ initialCode, onStart, onPractice }: Props) {
  const [code, setCode] = useState(initialCode);
  const check = useCodeCheck(code);
  const valid = check.state === 'valid';
  // Issue 10: before a company interview's first message the candidate reads and accepts the notice.
  const needsConsent = valid && !check.isPractice && check.status === 'Not Started';
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState('');
  const start = async () => {
    const normalized = normalizeCode(code);
    if (needsConsent) {
      try {
        await interviewApi.recordConsent(normalized, CONSENT_NOTICE.version);
      } catch (error) {
        setConsentError(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    onStart(normalized);
  };
  const length = normalizeCode(code).length;

  return (
    <div className="iv-page iv-code-landing">
      <SiteHeader>
        <Link to="/terms">¿Primera vez?</Link>
      </SiteHeader>
      <main className="container iv-code-main">
        <div className="card iv-code-card">
          <div className="iv-clara-mark" aria-hidden="true">
            C
          </div>
          <h1>Entrevista con {PRODUCT.name}</h1>
          <p className="muted">Introduce el código que recibiste para comenzar o retomar tu entrevista.</p>
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              if (valid && (!needsConsent || consented)) void start();
            }}
          >
            <label className="field">
              <span>Código Personal de Entrevista</span>
              <input
                className="iv-mono"
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                aria-describedby="code-hint"
                aria-invalid={check.state === 'invalid' || undefined}
              />
            </label>
            <p id="code-hint" className="iv-code-hint" aria-live="polite">
              {check.state === 'checking' && <span className="muted">Verificando código…</span>}
              {check.state === 'valid' && (
                <span className="success-text">
                  ✓ Código válido{check.isPractice ? ' · entrevista de práctica' : ' · entrevista de empresa'}
                </span>
              )}
              {check.state === 'invalid' && (
                <span className="error-text">No encontramos una entrevista con este código.</span>
              )}
              {check.state === 'idle' && length > 0 && length !== INTERVIEW_CODE_LENGTH && (
                <span className="muted">
                  El código tiene {INTERVIEW_CODE_LENGTH} caracteres ({length}/{INTERVIEW_CODE_LENGTH}).
                </span>
              )}
            </p>
            {needsConsent && <ConsentNotice accepted={consented} onChange={setConsented} />}
            {consentError && (
              <p className="error-text" role="alert">
                {consentError}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary iv-btn-block"
              disabled={!valid || (needsConsent && !consented)}
            >
              {valid ? 'EMPEZAR' : 'Introduce tu Código'}
            </button>
          </form>
          <div className="iv-divider">
            <span>o</span>
          </div>
          <button type="button" className="btn btn-secondary iv-btn-block" disabled={valid} onClick={onPractice}>
            Entrevista de Práctica
          </button>
        </div>
      </main>
    </div>
  );
}
