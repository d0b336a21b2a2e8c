import { useState, type FormEvent } from 'react';
import { ModalActions, SubmitButton } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { submitContact, type ContactOutcome } from '../contactForm';

const EMPTY = { name: '', email: '', message: '' };

/** The landing Contact modal (SPEC §2, §5): name, email in email format and message, all required. */
export function ContactModal({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    const result = await submitContact(form);
    setSending(false);
    setOutcome(result);
    if (result.kind === 'success') setForm(EMPTY);
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Modal title="Contacto" onClose={onClose}>
      <form className="stack mk-form" onSubmit={onSubmit}>
        <p className="muted">¿Tienes una pregunta o una sugerencia? Escríbenos y te responderemos por correo.</p>
        <label className="field">
          <span>Nombre</span>
          <input type="text" autoComplete="name" maxLength={120} {...field('name')} />
        </label>
        <label className="field">
          <span>Correo electrónico</span>
          <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
        </label>
        <label className="field">
          <span>Mensaje</span>
          <textarea rows={4} maxLength={4000} {...field('message')} />
        </label>
        {outcome && (
          <div
            role={outcome.kind === 'success' ? 'status' : 'alert'}
            className={outcome.kind === 'success' ? 'success-text' : 'error-text'}
          >
            <p className="mk-outcome">{outcome.text}</p>
            {'detail' in outcome && outcome.detail && <p className="mk-outcome-detail">{outcome.detail}</p>}
          </div>
        )}
        <ModalActions className="mk-modal-actions" onCancel={onClose} cancelLabel="Cerrar">
          <SubmitButton busy={sending} busyLabel="Enviando…">
            Enviar
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
