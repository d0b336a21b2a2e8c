import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOBDESC_TEXTS, type JobDescChatResponse, type JobDescReplyResponse } from '@clara/domain/jobdesc/model';
import { ApiRequestError } from '../../../platform/api';
import { useChatSession } from '../../../ui/chat/useChatSession';
import { jobDescApi } from '../api';
import { reportError } from '../../../platform/log';

/** The job-description assistant's server data, per access code. */
export const jobDescKeys = {
  chat: (code: string) => ['jobdesc', code, 'chat'] as const,
  descriptions: (code: string) => ['jobdesc', code, 'descriptions'] as const,
};

/** A refused code (4xx: wrong or deactivated) as opposed to a load that failed. */
export const isRefusedCode = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** The closing reply ends the chat with the description written. */
function withReply(
  chat: JobDescChatResponse,
  sent: JobDescChatResponse['chatHistory'][number],
  reply: JobDescReplyResponse,
) {
  return {
    ...chat,
    chatHistory: [...chat.chatHistory, sent, reply.message],
    isChatActive: reply.isChatActive,
    ...(reply.isChatActive ? {} : { canCreateVacancy: true, description: reply.description ?? reply.message.text }),
  };
}

/** The code's open description as a chat session (the shared hook); the vacancy draft and 'Nueva descripción' here. */
export function useJobDescChat(code: string | null) {
  const client = useQueryClient();
  const key = jobDescKeys.chat(code ?? '');
  const refreshDescriptions = () => client.invalidateQueries({ queryKey: jobDescKeys.descriptions(code ?? '') });
  const session = useChatSession({
    queryKey: key,
    load: () => jobDescApi.chat(code ?? ''),
    enabled: Boolean(code),
    history: (chat) => chat.chatHistory,
    active: (chat) => chat.isChatActive,
    send: (text) => jobDescApi.send(code ?? '', text),
    withReply,
    onReply: (reply) => {
      if (!reply.isChatActive) void refreshDescriptions();
    },
    onSendError: (error) => {
      reportError('No se pudo enviar el mensaje', error);
      // SPEC §8: an alert asking to retry.
      window.alert(error instanceof ApiRequestError && error.status === 409 ? error.message : JOBDESC_TEXTS.sendError);
    },
  });
  const startNew = useMutation({
    mutationFn: () => jobDescApi.newDescription(code ?? ''),
    onSuccess: (chat) => {
      client.setQueryData(key, chat);
      void refreshDescriptions();
    },
  });
  const toVacancy = useMutation({
    mutationFn: (chatId?: string) => jobDescApi.toVacancy(code ?? '', chatId),
    onSuccess: ({ vacancyId }, chatId) => {
      if (!chatId)
        client.setQueryData<JobDescChatResponse>(
          key,
          (chat) => chat && { ...chat, vacancyId, canCreateVacancy: false },
        );
      else void client.invalidateQueries({ queryKey: key });
      void refreshDescriptions();
    },
  });
  return { session, startNew, toVacancy };
}

/** The company's finished descriptions. */
export const useJobDescriptions = (code: string | null) =>
  useQuery({
    queryKey: jobDescKeys.descriptions(code ?? ''),
    queryFn: async () => (await jobDescApi.descriptions(code ?? '')).descriptions,
    enabled: Boolean(code),
  });

/** A failed vacancy creation: the server's reason for a 4xx, else SPEC's generic text. */
export function vacancyErrorText(error: unknown): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500
    ? error.message
    : JOBDESC_TEXTS.vacancyError;
}
