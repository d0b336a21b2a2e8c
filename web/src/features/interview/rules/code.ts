import { INTERVIEW_CODE_LENGTH } from '@clara/domain/constants';
import { PRODUCT } from '@clara/domain/brand';

/** The interview route, `/clara` (DECISIONS: the name lives in one constant). */
export const CLARA_ROUTE = `/${PRODUCT.path}`;

/** The chat view of a session at /clara?code=… (history state `chat` skips the code-entry landing). */
export const claraChatUrl = (sessionId?: string): string =>
  sessionId ? `${CLARA_ROUTE}?code=${encodeURIComponent(sessionId)}` : CLARA_ROUTE;

/** The code as typed or pasted, without surrounding spaces. */
export function normalizeCode(value: string): string {
  return value.trim();
}

/** SPEC §5: a code is checked against the server only when it is exactly 36 characters long. */
export function shouldCheckCode(value: string): boolean {
  return normalizeCode(value).length === INTERVIEW_CODE_LENGTH;
}

/** The shareable interview link for a session id (SPEC §2: built from the session id). */
export function interviewLink(origin: string, sessionId: string): string {
  return `${origin.replace(/\/$/, '')}${claraChatUrl(sessionId)}`;
}
