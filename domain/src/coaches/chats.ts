/** The coach chat table, free of dependencies so that the route table can import it cheaply. */

/**
 * The coaches that have a chat, in one table: `coachName` names the API routes
 * (COACH_CHAT_ROUTES in ./routes: /api/chatHistory{coachName}, /api/chat{coachName}) and the local storage key of the session id;
 * `path` is the web route of the chat page; `coachId` is the Firestore document id sent as `coach`.
 */
export const COACH_CHATS = [
  { coachName: 'Bolivar', coachId: 'simon-bolivar', path: '/coachbolivar' },
  { coachName: 'Marketer', coachId: 'claude-hopkins', path: '/coachmarket' },
] as const;
export type CoachChat = (typeof COACH_CHATS)[number];
export type CoachName = CoachChat['coachName'];

export const coachChatByName = (coachName: string): CoachChat | undefined =>
  COACH_CHATS.find((c) => c.coachName === coachName);
export const coachChatById = (coachId: string): CoachChat | undefined => COACH_CHATS.find((c) => c.coachId === coachId);

/** SPEC §7: the session id is stored locally per coach name. */
export const coachSessionStorageKey = (coachName: CoachName) => `clara.coachSession.${coachName}`;
