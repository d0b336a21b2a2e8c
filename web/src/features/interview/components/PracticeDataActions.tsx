import { useState } from 'react';
import { RIGHTS_TEXTS, exportFileName } from '@clara/domain/trust/rights';
import { saveFile } from '../../../platform/api';
import { interviewApi } from '../api';
import type { ViewMessage } from '../conversation';
import { reportError } from '../../../platform/log';

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
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(sessionId));
    } catch (failure) {
      reportError('No se pudo descargar la entrevista', failure);
      setError(RIGHTS_TEXTS.failed);
    }
  };

  const downloadMedia = async (mediaId: string, index: number) => {
    setError('');
    try {
      const file = await interviewApi.practiceMedia(sessionId, mediaId);
      saveFile(file, file.filename ?? `grabacion-${index}`);
    } catch (failure) {
      reportError('No se pudo descargar la grabación', failure);
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
      reportError('No se pudo borrar la entrevista', failure);
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
        <button
          key={mediaId}
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void downloadMedia(mediaId, index + 1)}
        >
          {RIGHTS_TEXTS.downloadMedia(index + 1)}
        </button>
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
