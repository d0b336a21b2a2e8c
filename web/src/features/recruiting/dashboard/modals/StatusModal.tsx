import { useState, type FormEvent } from 'react';
import { LIMITS } from '@clara/domain/recruiting/fields';
import { defaultStatusChoice, statusOptions, type ApplicationStatus } from '@clara/domain/hiring/status';
import { recruitingFailure, RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import type { Application } from '@clara/domain/recruiting/types';
import { ModalActions, SubmitButton } from '../../../../ui/forms';
import { Modal } from '../../../../ui/Modal';
import { useChangeStatus } from '../../shared/applicationMutations';
import { templateProblem } from '@clara/domain/mail/templates';
import { CandidateEmailSection, useCandidateEmailChoice } from './CandidateEmailSection';

/** Change status (SPEC §4); SPEC §8's fallback text when the application is no longer in the dashboard's data. */
export function StatusModal({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const change = useChangeStatus();
  // Once saved, the application leaves a list filtered by its old status before the modal closes: the form
  // stays, with the copy it was submitted for, instead of flashing the fallback text.
  const shown = application ?? (change.isPending || change.isSuccess ? (change.variables?.application ?? null) : null);
  if (!shown) {
    return (
      <Modal title="Cambiar estado" onClose={onClose}>
        <p>{RECRUITING_TEXTS.applicationUnavailable}</p>
      </Modal>
    );
  }
  return <StatusForm application={shown} change={change} onClose={onClose} />;
}

/** The settable statuses minus the current one (Descartado always), optional notes. */
function StatusForm({
  application,
  change,
  onClose,
}: {
  application: Application;
  change: ReturnType<typeof useChangeStatus>;
  onClose: () => void;
}) {
  const [status, setStatus] = useState<ApplicationStatus>(defaultStatusChoice(application.status));
  const [notes, setNotes] = useState('');
  const email = useCandidateEmailChoice(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const choice = email.choice;
    const problem = choice?.send ? templateProblem(choice.template) : null;
    if (problem) {
      window.alert(problem);
      return;
    }
    try {
      await change.mutateAsync({
        application,
        newStatus: status,
        notes: notes.trim(),
        ...(choice?.send ? { candidateEmail: { template: choice.template, delayHours: choice.delayHours } } : {}),
        ...(choice?.spam ? { spam: true } : {}),
      });
    } catch {
      window.alert(recruitingFailure.updateStatus);
      return;
    }
    onClose();
  };

  return (
    <Modal title="Cambiar estado" onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <p className="muted">
          {application.name} · estado actual: <strong>{application.status}</strong>
        </p>
        <label className="field">
          <span>Nuevo estado</span>
          <select name="newStatus" value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
            {statusOptions(application.status).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Notas (opcional)</span>
          <textarea
            name="notes"
            rows={4}
            maxLength={LIMITS.notes}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </label>
        <CandidateEmailSection
          state={email}
          interviewed={Boolean(application.interviewId)}
          applicationId={application.id}
        />
        <ModalActions onCancel={onClose}>
          <SubmitButton busy={change.isPending} busyLabel="Guardando...">
            Guardar estado
          </SubmitButton>
        </ModalActions>
      </form>
    </Modal>
  );
}
