import type { ReactNode } from 'react';

interface ModalActionsProps {
  /** Adds a ghost 'Cancelar' (or `cancelLabel`) button first. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** A feature's own spacing class, added to `row modal-actions`. */
  className?: string;
  children?: ReactNode;
}

/** The buttons row at the foot of a dialog or a form, aligned to the end. */
export function ModalActions({ onCancel, cancelLabel = 'Cancelar', className, children }: ModalActionsProps) {
  return (
    <div className={className ? `row modal-actions ${className}` : 'row modal-actions'}>
      {onCancel && (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
      {children}
    </div>
  );
}

interface SubmitButtonProps {
  /** While the submission runs: disabled, and labelled `busyLabel` when given. */
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's primary submit button. */
export function SubmitButton({ busy = false, busyLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A failed call's message for `ErrorText` (the server's Spanish text), or null when there is no error. */
export const failureMessage = (error: unknown): string | null =>
  error ? (error instanceof Error ? error.message : String(error)) : null;

/** An error in red, announced to screen readers; nothing when there is no error. */
export function ErrorText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}
