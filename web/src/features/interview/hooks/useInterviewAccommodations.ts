import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOMMODATION_TEXTS, aiNoticeOf, type AiNoticeVariant } from '@clara/domain/interview/accommodations';
import { ApiRequestError } from '../../../platform/api';
import { interviewApi } from '../api';
import { interviewQueries } from '../queries';
import type { InterviewChat } from '../useInterviewChat';

/**
 * While a request waits for the company's answer, the page looks again this often: an accepted adjustment (text
 * instead of voice, more time) takes effect within it, without reloading.
 */
const ANSWER_POLL_MS = 10_000;

/**
 * Issue 33, the AI notice (a company interview's or a practice's wording) and a company interview's accommodations.
 * `notice`: 'pending' while it is not known whether the AI notice was acknowledged, 'show' before the first turn
 * until it is, 'done' otherwise.
 */
export function useInterviewAccommodations(chat: InterviewChat) {
  const client = useQueryClient();
  const { code, load, isPractice, history, closed } = chat;
  const ready = load === 'ready';
  const company = ready && !isPractice;
  const variant: AiNoticeVariant = isPractice ? 'practice' : 'company';
  const options = interviewQueries.accommodations(code);
  const query = useQuery({
    ...options,
    enabled: ready,
    refetchInterval: (current) =>
      current.state.data?.requests.some((request) => request.status === 'open') ? ANSWER_POLL_MS : false,
  });
  const [acknowledged, setAcknowledged] = useState(false);
  const acknowledge = useMutation({
    mutationFn: () => interviewApi.acknowledgeAiNotice(code, aiNoticeOf(variant).version),
    onSuccess: () => {
      setAcknowledged(true);
      client.setQueryData(options.queryKey, (state) => state && { ...state, noticeAcknowledged: true });
    },
  });
  const started = history.some((message) => message.type === 'user');
  const notice: 'pending' | 'show' | 'done' =
    !ready || started || closed || acknowledged || query.data?.noticeAcknowledged
      ? 'done'
      : query.isPending
        ? 'pending'
        : 'show';
  return {
    notice,
    variant,
    state: company ? query.data : undefined,
    acknowledge: () => acknowledge.mutate(),
    acknowledging: acknowledge.isPending,
    noticeError: acknowledge.isError
      ? acknowledge.error instanceof ApiRequestError
        ? acknowledge.error.message
        : ACCOMMODATION_TEXTS.noticeFailed
      : '',
  };
}
