import { useQuery } from '@tanstack/react-query';
import { stripInvisible } from '@clara/domain/common/invisible';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { recruitingQueries } from '../shared/queries';

/** The candidate's CV, from the call that serves it and records the view in the audit log (issue 31). */
export function CandidateCv({ applicationId }: { applicationId: string }) {
  const cv = useQuery(recruitingQueries.applicationCv(applicationId));
  if (cv.isPending) return <p className="muted">{RECRUITING_TEXTS.cvLoading}</p>;
  if (cv.isError) return <p className="error-text">{RECRUITING_TEXTS.cvFailed}</p>;
  return (
    <label className="field">
      <span>Currículum</span>
      <textarea readOnly rows={12} value={stripInvisible(cv.data.cv)} />
    </label>
  );
}
