/** The coaches API's request schemas; the entity, tables and texts are in the zod-free ./model (re-exported). */
import { z } from 'zod';
import { requiredText } from '../common/api';
import { COACH_LIMITS, COACH_TEXTS, SESSION_ID_PATTERN } from './model';

export * from './model';

const coachIdField = requiredText('coach', COACH_LIMITS.coachId).regex(/^[a-z0-9-]+$/, {
  error: COACH_TEXTS.coachIdInvalid,
});
export const sessionIdField = requiredText('código de sesión', COACH_LIMITS.sessionId).regex(SESSION_ID_PATTERN, {
  error: COACH_TEXTS.sessionIdInvalid,
});

/** POST /api/generate-code-coach */
export const generateCoachCodeSchema = z.object({ coach: coachIdField });
/** POST /api/chatHistory{CoachName} */
export const coachHistorySchema = z.object({ chatSessionId: sessionIdField, coach: coachIdField });
export type CoachHistoryInput = z.output<typeof coachHistorySchema>;
/** POST /api/chat{CoachName} */
export const coachChatSchema = z.object({
  message: requiredText('mensaje', COACH_LIMITS.messageChars),
  chatSessionId: sessionIdField,
  coach: coachIdField,
});
export type CoachChatInput = z.output<typeof coachChatSchema>;
