import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { interviewLink } from '../rules/code';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers or no permission: select-and-copy fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div className="field">
      <span>{label}</span>
      <div className="copy-row">
        <input className="input mono" readOnly value={value} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={async () => setState((await copy(value)) ? 'copied' : 'failed')}
        >
          {state === 'copied' ? 'Copiado' : 'Copiar'}
        </button>
      </div>
      {state === 'failed' && <small className="error-text">No se pudo copiar. Selecciona el texto y cópialo manualmente.</small>}
    </div>
  );
}

interface Props {
  sessionId: string;
  /** Shown right after a new session is created from the wizard. */
  isNew?: boolean;
  onClose: () => void;
}

/** The share-code popup: the copyable code and the interview link built from it. */
export function ShareCodeModal({ sessionId, isNew, onClose }: Props) {
  return (
    <Modal title={isNew ? 'Tu entrevista está lista' : 'Código de tu entrevista'} onClose={onClose}>
      <div className="stack">
        <p className="muted">
          Guarda este código o el enlace para retomar tu entrevista o consultar su análisis desde cualquier dispositivo.
        </p>
        <CopyField label="Código Personal de Entrevista" value={sessionId} />
        <CopyField label="Enlace de la entrevista" value={interviewLink(window.location.origin, sessionId)} />
        <div className="row modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {isNew ? 'Comenzar' : 'Cerrar'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
