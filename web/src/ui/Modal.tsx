import { useEffect, useId, type ReactNode } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the × button (for steps that must be finished with their own buttons). */
  hideClose?: boolean;
}

/** An accessible dialog: labelled by its title, closed by Escape, the × button or the backdrop. */
export function Modal({ title, onClose, children, hideClose }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        {!hideClose && (
          <button type="button" className="icon-btn modal-close" aria-label="Cerrar" onClick={onClose}>
            ×
          </button>
        )}
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
