import { ConsentNotice } from '../../../ui/ConsentNotice';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CV_FILE_ACCEPT,
  CV_FILE_ERRORS,
  CV_FILE_MAX_BYTES,
  CV_FILE_TEXTS,
  cvFileKindOf,
  cvFileSizeLabel,
} from '@clara/domain/recruiting/cvFile';
import { ErrorText } from '../../../ui/forms';
import { LIMITS } from '@clara/domain/recruiting/fields';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';
import {
  canLeaveCvStep,
  canLeavePersonalStep,
  canSubmitApplication,
  COUNTRY_CODE_PLACEHOLDER,
  type ApplicationDraft,
} from '@clara/domain/recruiting/applicationForm';

interface DraftProps {
  draft: ApplicationDraft;
  onChange: (draft: ApplicationDraft) => void;
}

const bind = ({ draft, onChange }: DraftProps, field: Exclude<keyof ApplicationDraft, 'cvFile'>) => ({
  name: field,
  value: draft[field],
  onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
});

const onSubmit = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/** Step 1: name and email required; country code (placeholder +1), phone and LinkedIn optional. */
export function PersonalStep(props: DraftProps & { busy: boolean; onNext: () => void }) {
  return (
    <form className="stack" onSubmit={onSubmit(props.onNext)}>
      <label className="field">
        <span>Nombre completo</span>
        <input required autoComplete="name" maxLength={LIMITS.name} {...bind(props, 'name')} />
      </label>
      <label className="field">
        <span>Correo electrónico</span>
        <input type="email" required autoComplete="email" maxLength={LIMITS.email} {...bind(props, 'email')} />
      </label>
      <div className="rc-field-row rc-phone-row">
        <label className="field country-code">
          <span>Código de país</span>
          <input
            placeholder={COUNTRY_CODE_PLACEHOLDER}
            maxLength={LIMITS.countryCode}
            inputMode="tel"
            {...bind(props, 'countryCode')}
          />
        </label>
        <label className="field">
          <span>Teléfono</span>
          <input
            type="tel"
            autoComplete="tel-national"
            maxLength={LIMITS.phoneNumber}
            {...bind(props, 'phoneNumber')}
          />
        </label>
      </div>
      <label className="field">
        <span>LinkedIn (opcional)</span>
        <input placeholder="https://www.linkedin.com/in/..." maxLength={LIMITS.linkedin} {...bind(props, 'linkedin')} />
      </label>
      <div className="row modal-actions">
        <button type="submit" className="btn btn-primary" disabled={!canLeavePersonalStep(props.draft) || props.busy}>
          Siguiente
        </button>
      </div>
    </form>
  );
}

/** Step 2: the CV as a PDF or DOCX file (issue 30) or pasted text, or both; Next needs one of them. */
export function CvStep(props: DraftProps & { onBack: () => void; onNext: () => void }) {
  const { draft, onChange } = props;
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      const read = await readCvFile(file);
      if ('error' in read) setError(read.error);
      else onChange({ ...draft, cvFile: read });
    } finally {
      setReading(false);
    }
  };
  return (
    <form className="stack" onSubmit={onSubmit(props.onNext)}>
      {draft.cvFile ? (
        <div className="rc-cv-file" role="group" aria-label={CV_FILE_TEXTS.attached}>
          <span className="rc-cv-file-name">{draft.cvFile.name}</span>
          <span className="muted small">{cvFileSizeLabel(draft.cvFile.sizeBytes)}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={CV_FILE_TEXTS.removeNamed(draft.cvFile.name)}
            onClick={() => onChange({ ...draft, cvFile: null })}
          >
            {CV_FILE_TEXTS.remove}
          </button>
        </div>
      ) : (
        <label className="btn btn-outline rc-cv-pick">
          {reading ? CV_FILE_TEXTS.reading : CV_FILE_TEXTS.pick}
          <input
            type="file"
            accept={CV_FILE_ACCEPT}
            className="sr-only"
            disabled={reading}
            onChange={(event) => void choose(event)}
          />
        </label>
      )}
      {!draft.cvFile && <small className="muted">{CV_FILE_TEXTS.pickHint}</small>}
      <ErrorText>{error}</ErrorText>
      <label className="field">
        <span>{draft.cvFile ? CV_FILE_TEXTS.pasteExtra : CV_FILE_TEXTS.pasteInstead}</span>
        <textarea rows={draft.cvFile ? 4 : 10} maxLength={LIMITS.cv} {...bind(props, 'cv')} />
      </label>
      <div className="row modal-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Atrás
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canLeaveCvStep(draft) || reading}>
          Siguiente
        </button>
      </div>
    </form>
  );
}

/** The chosen file, checked as the server will (size, PDF or DOCX by its first bytes), as base64. */
async function readCvFile(file: File): Promise<NonNullable<ApplicationDraft['cvFile']> | { error: string }> {
  if (file.size > CV_FILE_MAX_BYTES) return { error: CV_FILE_ERRORS.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!cvFileKindOf(bytes)) return { error: CV_FILE_ERRORS.wrongType };
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { name: file.name, sizeBytes: file.size, data: btoa(binary) };
}

/** Step 3: review and accept the privacy policy before sending. */
export function ConfirmStep(props: {
  draft: ApplicationDraft;
  privacyAccepted: boolean;
  onPrivacyChange: (accepted: boolean) => void;
  busy: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const { draft } = props;
  const phone = [draft.countryCode, draft.phoneNumber].filter(Boolean).join(' ');
  return (
    <form className="stack" onSubmit={onSubmit(props.onSend)}>
      <dl className="rc-details">
        <dt>Nombre</dt>
        <dd>{draft.name}</dd>
        <dt>Correo electrónico</dt>
        <dd>{draft.email}</dd>
        <dt>Teléfono</dt>
        <dd>{phone || 'No indicado'}</dd>
        <dt>LinkedIn</dt>
        <dd>{draft.linkedin || 'No indicado'}</dd>
        <dt>{SHARE_TEXTS.confirmLabel}</dt>
        <dd>{draft.practiceCode ? SHARE_TEXTS.attached : SHARE_TEXTS.notAttached}</dd>
      </dl>
      {draft.cvFile && (
        <p>
          {CV_FILE_TEXTS.confirmLabel}: <strong>{draft.cvFile.name}</strong>
        </p>
      )}
      <p className="muted small rc-cv-preview">
        {draft.cv.slice(0, 280)}
        {draft.cv.length > 280 ? '…' : ''}
      </p>
      <ConsentNotice accepted={props.privacyAccepted} onChange={props.onPrivacyChange} />
      <div className="row modal-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Atrás
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!canSubmitApplication(draft, props.privacyAccepted) || props.busy}
        >
          {props.busy ? 'Enviando...' : 'Enviar postulación'}
        </button>
      </div>
    </form>
  );
}
