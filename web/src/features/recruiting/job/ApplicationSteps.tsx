import { ConsentNotice } from '../../../ui/ConsentNotice';
import type { FormEvent } from 'react';
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

const bind = ({ draft, onChange }: DraftProps, field: keyof ApplicationDraft) => ({
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

/** Step 2: paste the CV; Next needs text. */
export function CvStep(props: DraftProps & { onBack: () => void; onNext: () => void }) {
  return (
    <form className="stack" onSubmit={onSubmit(props.onNext)}>
      <label className="field">
        <span>Pega aquí tu currículum (experiencia, educación, habilidades)</span>
        <textarea rows={12} maxLength={LIMITS.cv} {...bind(props, 'cv')} />
      </label>
      <div className="row modal-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          Atrás
        </button>
        <button type="submit" className="btn btn-primary" disabled={!canLeaveCvStep(props.draft)}>
          Siguiente
        </button>
      </div>
    </form>
  );
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
      <p className="muted rc-small rc-cv-preview">
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
