import type { CompanyInterviewAnalysis } from '@clara/domain/recruiting/types';
import { ApiRequestError } from '../../../platform/api';
import { maybeSignedIn } from '../../../platform/auth';

/**
 * COMMON decision 1: a company interview's analysis is for the company. A signed-in member reads it through
 * GET /api/company-interview/{code}/analysis; anyone else (the candidate holding the code, another company)
 * gets null and is shown that the interview is complete.
 */
export async function loadCompanyAnalysis(code: string): Promise<CompanyInterviewAnalysis | null> {
  if (!maybeSignedIn()) return null;
  const [{ callCompanyApi }, { companyInterviewAnalysisRoute }] = await Promise.all([
    import('../../../platform/companySession'),
    import('@clara/domain/recruiting/routes'),
  ]);
  try {
    return await callCompanyApi(companyInterviewAnalysisRoute, { params: { chatSessionId: code } });
  } catch (error) {
    if (error instanceof ApiRequestError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}
