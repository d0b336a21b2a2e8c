import { CoachChatPage } from './CoachChatPage';

/** The free twin's chat (COACH_CHATS: Bolivar → /coachbolivar). */
export default function BolivarChatPage() {
  return <CoachChatPage coachName="Bolivar" />;
}
