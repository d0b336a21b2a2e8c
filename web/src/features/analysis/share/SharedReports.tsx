import { useState } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import type { PracticeShareSummary } from '@clara/domain/practice/share';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';
import { usePracticeShares, useRevokeShare } from '../queries';
import { reportError } from '../../../platform/log';

const T = SHARE_TEXTS;

/**
 * The applications this practice's report was shared with (issue 12), each revocable by whoever holds the
 * practice's code; nothing shows when it was never shared.
 */
export function SharedReports({ code }: { code: string }) {
  const shares = usePracticeShares(code).data ?? [];
  const revokeShare = useRevokeShare(code);
  const [confirming, setConfirming] = useState<PracticeShareSummary | null>(null);
  const [error, setError] = useState('');

  const revoke = async (share: PracticeShareSummary) => {
    setConfirming(null);
    setError('');
    try {
      await revokeShare.mutateAsync(share.shareId);
    } catch (cause) {
      reportError('No se pudo retirar el informe', cause);
      setError(T.revokeError);
    }
  };

  if (shares.length === 0) return null;
  return (
    <section className="card" aria-labelledby="shared-title" data-testid="shared-reports">
      <h2 id="shared-title">{T.sharedTitle}</h2>
      <p className="muted">{T.sharedIntro}</p>
      <ul className="an-shared-list">
        {shares.map((share) => (
          <li key={share.shareId} className="an-shared-item">
            <span>
              <strong>{T.sharedWith(share.vacancyTitle, share.companyName)}</strong>{' '}
              <span className="muted">· {T.sharedOn(formatDateTime(share.sharedAt))}</span>
            </span>
            {share.status === 'withdrawn' ? (
              <span className="badge badge-red">{T.revoked}</span>
            ) : (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(share)}>
                {T.revoke}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {confirming && (
        <Modal title={T.revoke} onClose={() => setConfirming(null)}>
          <p>{T.revokeConfirm}</p>
          <ModalActions onCancel={() => setConfirming(null)}>
            <button type="button" className="btn btn-primary" onClick={() => void revoke(confirming)}>
              {T.revoke}
            </button>
          </ModalActions>
        </Modal>
      )}
    </section>
  );
}
