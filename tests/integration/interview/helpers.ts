import type { ChatMessage, InterviewSessionDocument } from '@clara/domain';
import { adminDb, callApi } from '../../support/stack';

export const UNKNOWN_CODE = '00000000-0000-4000-8000-00000000dead';

export async function startPractice(): Promise<string> {
  const { status, body } = await callApi('/generate-practice', { body: { interviewFocus: 'practice' } });
  if (status !== 200) throw new Error(`generate-practice: ${status} ${JSON.stringify(body)}`);
  return body.chatSessionId as string;
}

export async function send(code: string, message: string) {
  return callApi('/chat', { body: { message, chatSessionId: code, status: 'In progress' } });
}

/** Sends answers until Clara closes; answers the last chat history. */
export async function answerAll(code: string, answers: string[]): Promise<{ history: ChatMessage[]; status: string }> {
  let last: { history: ChatMessage[]; status: string } = { history: [], status: '' };
  for (const answer of answers) {
    const { status, body } = await send(code, answer);
    if (status !== 200) throw new Error(`chat: ${status} ${JSON.stringify(body)}`);
    last = { history: body.chatHistory, status: body.status };
    if (body.status === 'Finished') break;
  }
  return last;
}

export async function storedSession(collection: 'interviews' | 'company_interviews', code: string): Promise<InterviewSessionDocument> {
  const snapshot = await adminDb().collection(collection).doc(code).get();
  return snapshot.data() as InterviewSessionDocument;
}
