import { useState } from 'react';
import { RIGHTS_TEXTS, exportFileName } from '@clara/domain/trust/rights';
import { fillPath } from '@clara/domain/common/route';
import { interviewApi } from '../api';
import type { ViewMessage } from '../conversation';

/**
 * Issue 10: on a practice interview's page its holder downloads it (JSON of the text; each recording as its
 * own file) or deletes it, by its code.
 */
interface Props {
  sessionId: string;
  /** The conversation: its recordings are offered one by one. */
  history: readonly ViewMessage[];
  onDeleted: () => void;
}

export function PracticeDataActions({ sessionId, history, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const mediaIds = [...new Set(history.flatMap((message) => (message.mediaId ? [message.mediaId] : [])))];

  const download = async () => {
    setError('');
    try {
      const data = await interviewApi.exportPractice(sessionId);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(sessionId);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      console.error('No se pudo descargar la entrevista', failure);
      setError(RIGHTS_TEXTS.failed);
    }
  };

  const erase = async () => {
    if (!window.confirm(RIGHTS_TEXTS.confirmDelete)) return;
    setBusy(true);
    setError('');
    try {
      await interviewApi.deletePractice(sessionId);
      window.alert(RIGHTS_TEXTS.deleted);
      onDeleted();
    } catch (failure) {
      console.error('No se pudo borrar la entrevista', failure);
      setError(RIGHTS_TEXTS.failed);
      setBusy(false);
    }
  };

  return (
    <div className="iv-practice-data-actions">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void download()}>
        {RIGHTS_TEXTS.download}
      </button>
      {mediaIds.map((mediaId, index) => (
        <a
          key={mediaId}
          className="btn btn-ghost btn-sm"
          href={fillPath('/api/interview-export/:chatSessionId/media/:mediaId', { chatSessionId: sessionId, mediaId })}
          download
        >
          {RIGHTS_TEXTS.downloadMedia(index + 1)}
        </a>
      ))}
      <button type="button" className="btn btn-ghost btn-sm danger" disabled={busy} onClick={() => void erase()}>
        {RIGHTS_TEXTS.delete}
      </button>
      {error && (
        <span className="error-text" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
