import { useState } from 'react';
import { vacancyExportRoute } from '@clara/domain/recruiting/export/routes';
import { candidatesCsvFileName, EXPORT_TEXTS } from '@clara/domain/recruiting/export/model';
import { nowSeconds } from '@clara/domain/common/dates';
import { callCompanyApi } from '../../../platform/companySession';
import { saveCsv } from '../../../platform/download';
import { useRoleMay } from '../shared/role';

/**
 * Issue 23: downloads the vacancy's candidates as CSV. The answer is read as text (which drops the BOM), so the
 * file gets its BOM back here: Excel needs it to read the accents as UTF-8.
 */
export function ExportButton(props: { vacancyId: string; title: string }) {
  // Issue 32: a hiring manager or an interviewer may not export.
  return useRoleMay('export') ? <ExportCsv {...props} /> : null;
}

function ExportCsv({ vacancyId, title }: { vacancyId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const text = await callCompanyApi(vacancyExportRoute, { params: { id: vacancyId } });
      saveCsv(text, candidatesCsvFileName(title, nowSeconds()));
    } catch (cause) {
      setError(EXPORT_TEXTS.failed(cause instanceof Error ? cause.message : String(cause)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void download()}>
        {busy ? EXPORT_TEXTS.exporting : EXPORT_TEXTS.button}
      </button>
      {error && (
        <span className="error-text rc-small" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
