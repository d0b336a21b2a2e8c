import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRODUCT } from '@clara/domain/brand';
import { DESIGN_TEXTS } from '@clara/domain/analysis/texts';
import { tryVacancyInterviewRoute } from '@clara/domain/recruiting/routes';
import { callCompanyApi } from '../../../../platform/companySession';
import { ErrorText } from '../../../../ui/forms';

/**
 * Issue 30, «Probar entrevista»: opens a trial of the vacancy's interview (no application: no list or funnel
 * counts it); the recruiter answers as a candidate would, and the analysis it produces opens from the chat.
 */
export function TryInterviewButton({ vacancyId }: { vacancyId: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { code } = await callCompanyApi(tryVacancyInterviewRoute, { params: { id: vacancyId } });
      navigate(`/${PRODUCT.path}?code=${encodeURIComponent(code)}`);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      setBusy(false);
    }
  };
  return (
    <div className="rc-design-try">
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void start()}>
        {DESIGN_TEXTS.tryInterview}
      </button>
      <p className="muted">{DESIGN_TEXTS.tryInterviewHint}</p>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
