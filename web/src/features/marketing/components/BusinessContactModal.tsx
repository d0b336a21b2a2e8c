import type { FormEvent } from 'react';
import type { BusinessContactField } from '@clara/domain/marketing/texts';
import { ModalActions, SubmitButton } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { Icon } from '../../../ui/Icon';
import { businessContactStore, useBusinessContact } from '../businessContactStore';

const FIELDS: {
  name: BusinessContactField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'companyName', label: 'Nombre de la empresa', type: 'text', autoComplete: 'organization', maxLength: 200 },
  { name: 'contactName', label: 'Nombre de contacto', type: 'text', autoComplete: 'name', maxLength: 120 },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel', maxLength: 40 },
];

/** The /empresas contact modal (SPEC §4 Business contact modal, §5: five required fields). */
export function BusinessContactModal() {
  const state = useBusinessContact((s) => s);
  if (!state.open) return null;
  const { form, loading, success, error, errorDetail } = state;
  const { setField, submit, dismiss, closeAndClear } = businessContactStore.getState();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Modal title="Solicitar información" onClose={dismiss} hideClose>
      {/* Our own × (not Modal's): SPEC §4 says closing with the X button clears the form; Escape and the backdrop keep it. */}
      <button type="button" className="icon-btn modal-close" aria-label="Cerrar" onClick={closeAndClear}>
        <Icon name="close" size={20} />
      </button>
      <form className="stack mk-form" onSubmit={onSubmit}>
        <p className="muted">Déjanos tus datos y un representante te contactará para agendar una demostración.</p>
        {FIELDS.map((field) => (
          <label key={field.name} className="field">
            <span>{field.label}</span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required
              value={form[field.name]}
              onChange={(event) => setField(field.name, event.target.value)}
            />
          </label>
        ))}
        <label className="field">
          <span>Mensaje</span>
          <textarea
            name="message"
            rows={4}
            maxLength={4000}
            required
            value={form.message}
            onChange={(event) => setField('message', event.target.value)}
          />
        </label>
        {success && (
          <p role="status" className="success-text mk-outcome">
            {success}
          </p>
        )}
        {error && (
          <div role="alert" className="error-text">
            <p className="mk-outcome">{error}</p>
            {errorDetail && <p className="mk-outcome-detail">{errorDetail}</p>}
          </div>
        )}
        <ModalActions className="mk-modal-actions">
          <SubmitButton busy={loading} busyLabel="Enviando…" disabled={Boolean(success)}>
            Enviar
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
