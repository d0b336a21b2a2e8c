import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResult } from '@clara/domain/analysis/result';
import type { Coach } from '@clara/domain/coaches/model';
import { readStoredAnalysis } from '@clara/domain/analysis/stored';
import type { ChatMessage } from '@clara/domain/chat/messages';
import type { OwnQuestionAnswer } from '@clara/domain/analysis/design';
import type { PracticeShareSummary } from '@clara/domain/practice/share';
import { PRACTICE_SHARES_ADDRESS } from '@clara/domain/practice/routeAddresses';
import { callApi, callRoute } from '../../platform/api';
import { coachesListQuery } from '../../platform/coachesQuery';
import { rememberPractice } from '../../platform/practiceHistory';
import { loadAnalysisSource, submitFeedback, type AnalysisSource } from './api';
import { loadCompanyAnalysis } from './company/companyAnalysis';
import { isEmptyAnalysis } from './emptyAnalysis';
import { reportError, reportWarning } from '../../platform/log';

/** The analysis page's server data: the report of one code, its shares (the coaches: platform/coachesQuery). */
export const analysisKeys = {
  all: ['analysis'] as const,
  report: (code: string) => ['analysis', 'report', code] as const,
  shares: (code: string) => ['analysis', 'shares', code] as const,
};

/** What the page shows of a code once read. */
export type AnalysisReport =
  | { kind: 'empty'; isPractice: boolean }
  | { kind: 'companyCandidate'; complete: boolean }
  | {
      kind: 'ready';
      isPractice: boolean;
      analysis: AnalysisResult;
      chatHistory: ChatMessage[];
      /** Issue 30, a designed company interview read by its team: each own question's answer beside its note. */
      ownQuestions?: OwnQuestionAnswer[];
    };

/**
 * Reads the interview by code; a company interview's analysis only for a signed-in member of the company,
 * else whether it is complete. A practice read by code is remembered on this device ("Mi práctica").
 */
async function loadReport(code: string): Promise<AnalysisReport> {
  let source: AnalysisSource = await loadAnalysisSource(code);
  let ownQuestions: OwnQuestionAnswer[] | undefined;
  if (!source.isPractice) {
    const member = await loadCompanyAnalysis(code);
    if (!member) return { kind: 'companyCandidate', complete: source.complete ?? false };
    source = { isPractice: false, analysis: member.analysis, chatHistory: source.chatHistory };
    ownQuestions = member.ownQuestions;
  }
  if (source.entry) rememberPractice(source.entry);
  if (isEmptyAnalysis(source.analysis)) return { kind: 'empty', isPractice: source.isPractice };
  const analysis = await readAnalysis(source.analysis);
  return {
    kind: 'ready',
    isPractice: source.isPractice,
    analysis,
    chatHistory: source.chatHistory,
    ...(ownQuestions?.length ? { ownQuestions } : {}),
  };
}

/**
 * An analysis as the server stores it is read without zod; only another shape (JSON text, an older or wrapped
 * one) loads the schema's parser (SPEC §3), which converts it or says why it cannot be read.
 */
async function readAnalysis(stored: unknown): Promise<AnalysisResult> {
  const fast = readStoredAnalysis(stored);
  if (fast) return fast;
  const { parseAnalysis } = await import('@clara/domain/analysis/result');
  const parsed = parseAnalysis(stored);
  if (!parsed.ok) {
    reportError('Análisis ilegible', parsed.error, stored);
    throw new Error(parsed.error);
  }
  return parsed.analysis;
}

export const useAnalysisReport = (code: string) =>
  useQuery({ queryKey: analysisKeys.report(code), queryFn: () => loadReport(code), enabled: Boolean(code) });

/**
 * The available digital twins, from the catalogue's one cached GET /api/coaches; a list that cannot be read
 * counts as none (the page then links the search). `data` is undefined while it loads.
 */
export function useAvailableCoaches(): { data: Coach[] | undefined } {
  const query = useQuery({
    ...coachesListQuery(),
    select: (coaches) => coaches.filter((coach) => coach.available),
  });
  return { data: query.isError ? [] : query.data };
}

/** The applications this practice's report was shared with; none shown when they cannot be read. */
export const usePracticeShares = (code: string) =>
  useQuery({
    queryKey: analysisKeys.shares(code),
    queryFn: async () => {
      try {
        const definition = async () => (await import('@clara/domain/practice/routes')).practiceSharesRoute;
        return (await callRoute(PRACTICE_SHARES_ADDRESS, definition, { params: { chatSessionId: code } })).shares;
      } catch (cause) {
        reportWarning('No se pudieron leer los informes compartidos', cause);
        return [];
      }
    },
  });

/** Withdraws one shared report: it shows as withdrawn at once, and the list is read again. */
export function useRevokeShare(code: string) {
  const client = useQueryClient();
  const key = analysisKeys.shares(code);
  return useMutation({
    mutationFn: async (shareId: string) => {
      const { revokePracticeShareRoute } = await import('@clara/domain/practice/routes');
      return callApi(revokePracticeShareRoute, { params: { chatSessionId: code, shareId } });
    },
    onSuccess: (_answer, shareId) => {
      client.setQueryData<PracticeShareSummary[]>(key, (shares) =>
        shares?.map((share) => (share.shareId === shareId ? { ...share, status: 'withdrawn' } : share)),
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

/** The practice holder's answer to '¿Te resultó útil este análisis?' ('Si' / 'No'); nothing to invalidate. */
export const useSubmitFeedback = (code: string) =>
  useMutation({
    mutationFn: (feedback: 'Si' | 'No') => submitFeedback(code, feedback),
    onError: (failure) => reportError('No se pudo enviar la opinión', failure),
  });
