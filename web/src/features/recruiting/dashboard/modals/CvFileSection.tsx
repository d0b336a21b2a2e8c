import { useState } from 'react';
import { applicationCvFileRoute } from '@clara/domain/recruiting/routes';
import { CV_FILE_TEXTS, cvFileSizeLabel } from '@clara/domain/recruiting/cvFile';
import type { Application } from '@clara/domain/recruiting/types';
import { downloadFile, saveFile } from '../../../../platform/api';
import { companyToken } from '../../../../platform/companySession';
import { reportError } from '../../../../platform/log';

/**
 * Issue 30: the CV file the candidate attached: its name and size, and the original, fetched through the API (the
 * server records the view in the audit log). Nothing when the CV was pasted.
 */
export function CvFileSection({ application }: { application: Application }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const file = application.cvFile;
  if (!file) return null;
  const open = async () => {
    setBusy(true);
    setError('');
    try {
      const downloaded = await downloadFile(applicationCvFileRoute, {
        params: { applicationId: application.id },
        token: await companyToken(),
      });
      saveFile(downloaded, file.name);
    } catch (failure) {
      reportError('No se pudo abrir el archivo del CV', failure);
      setError(CV_FILE_TEXTS.openFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="rc-cv-file" role="group" aria-label={CV_FILE_TEXTS.original}>
      <span className="rc-cv-file-name">{file.name}</span>
      <span className="muted small">{cvFileSizeLabel(file.sizeBytes)}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void open()}>
        {busy ? CV_FILE_TEXTS.opening : CV_FILE_TEXTS.open}
      </button>
      {error && (
        <span role="alert" className="error-text">
          {error}
        </span>
      )}
    </div>
  );
}
