import { COACH_CHAT_HEIGHT_OFFSET_PX, JOBDESC_CHAT_HEIGHT_OFFSET_PX } from '@clara/domain/constants';

/** Below this the chat would be unusable; only very short windows reach it. */
export const MIN_CHAT_HEIGHT_PX = 180;

/** SPEC §9: coach chat height = window height − 200 − the input area's height. */
export function coachChatHeight(windowHeight: number, inputAreaHeight: number): number {
  return Math.max(MIN_CHAT_HEIGHT_PX, Math.round(windowHeight - COACH_CHAT_HEIGHT_OFFSET_PX - inputAreaHeight));
}

/** SPEC §9: the job-description chat area starts at window height − 180 px. */
export function jobDescChatHeight(windowHeight: number): number {
  return Math.max(MIN_CHAT_HEIGHT_PX, Math.round(windowHeight - JOBDESC_CHAT_HEIGHT_OFFSET_PX));
}
