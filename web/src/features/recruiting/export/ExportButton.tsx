import { useState } from 'react';
import { vacancyExportRoute } from '@clara/domain/recruiting/export/routes';
import { candidatesCsvFileName, EXPORT_TEXTS } from '@clara/domain/recruiting/export/model';
import { nowSeconds } from '@clara/domain/common/dates';
import { callCompanyApi } from '../../../platform/companySession';
import { saveCsv } from '../../../platform/download';
import { useRoleMay } from '../../hiring/role';

interface ExportProps {
  vacancyId: string;
  title: string;
  /** Issue 32: only these candidates (picked on the list), with the button's own label. */
  ids?: readonly string[];
  label?: string;
}

/**
 * Issue 23: downloads the vacancy's candidates (or those picked) as CSV. The answer is read as text (which drops the BOM), so the
 * file gets its BOM back here: Excel needs it to read the accents as UTF-8.
 */
export function ExportButton(props: ExportProps) {
  // Issue 32: a hiring manager or an interviewer may not export.
  return useRoleMay('export') ? <ExportCsv {...props} /> : null;
}

function ExportCsv({ vacancyId, title, ids, label = EXPORT_TEXTS.button }: ExportProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const text = await callCompanyApi(vacancyExportRoute, {
        params: { id: vacancyId },
        query: ids ? { ids: ids.join(',') } : {},
      });
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
        {busy ? EXPORT_TEXTS.exporting : label}
      </button>
      {error && (
        <span className="error-text small" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
