import { useEffect, useState } from 'react';
import { formatDateTime } from '@clara/domain/common/dates';
import type { PracticeShareSummary } from '@clara/domain/practice/share';
import { practiceSharesRoute, revokePracticeShareRoute } from '@clara/domain/practice/routes';
import { SHARE_TEXTS } from '@clara/domain/practice/texts';
import { callApi } from '../../../platform/api';
import { ModalActions } from '../../../ui/forms';
import { Modal } from '../../../ui/Modal';

const T = SHARE_TEXTS;

/**
 * The applications this practice's report was shared with (issue 12), each revocable by whoever holds the
 * practice's code; nothing shows when it was never shared.
 */
export function SharedReports({ code }: { code: string }) {
  const [shares, setShares] = useState<PracticeShareSummary[]>([]);
  const [confirming, setConfirming] = useState<PracticeShareSummary | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    callApi(practiceSharesRoute, { params: { chatSessionId: code } })
      .then((answer) => live && setShares(answer.shares))
      .catch((cause: unknown) => console.warn('No se pudieron leer los informes compartidos', cause));
    return () => {
      live = false;
    };
  }, [code]);

  const revoke = async (share: PracticeShareSummary) => {
    setConfirming(null);
    setError('');
    try {
      await callApi(revokePracticeShareRoute, { params: { chatSessionId: code, shareId: share.shareId } });
      setShares((current) =>
        current.map((item) => (item.shareId === share.shareId ? { ...item, status: 'withdrawn' } : item)),
      );
    } catch (cause) {
      console.error('No se pudo retirar el informe', cause);
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
