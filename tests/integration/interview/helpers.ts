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

/** The whole stored session: its page document merged with `interview_private/{code}` (COMMON decision 1). */
export async function storedSession(
  collection: 'interviews' | 'company_interviews',
  code: string,
): Promise<InterviewSessionDocument> {
  const [page, internal] = await adminDb().getAll(
    adminDb().collection(collection).doc(code),
    adminDb().collection('interview_private').doc(code),
  );
  if (!page!.exists) return undefined as unknown as InterviewSessionDocument;
  const { hasAnalysis: _derived, ...shown } = page!.data()!;
  return { ...internal!.data(), ...shown } as InterviewSessionDocument;
}

/** Only what a code holder reads: the page document. */
export async function storedPage(
  collection: 'interviews' | 'company_interviews',
  code: string,
): Promise<Record<string, any> | undefined> {
  return (await adminDb().collection(collection).doc(code).get()).data();
}
