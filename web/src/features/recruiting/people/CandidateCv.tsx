import { useQuery } from '@tanstack/react-query';
import { stripInvisible } from '@clara/domain/common/invisible';
import { RECRUITING_TEXTS } from '@clara/domain/recruiting/texts';
import { recruitingQueries } from '../shared/queries';

/** The candidate's CV, from the call that serves it and records the view in the audit log (issue 31). */
export function CandidateCv({ applicationId }: { applicationId: string }) {
  const cv = useQuery(recruitingQueries.applicationCv(applicationId));
  return (
    <label className="field">
      <span>Currículum</span>
      <textarea
        readOnly
        rows={12}
        value={
          cv.isPending
            ? RECRUITING_TEXTS.cvLoading
            : cv.isError
              ? RECRUITING_TEXTS.cvFailed
              : stripInvisible(cv.data.cv)
        }
      />
    </label>
  );
}
