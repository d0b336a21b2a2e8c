import { CoachChatPage } from './CoachChatPage';

/** The marketer coach's chat (COACH_CHATS: Marketer → /coachmarket). */
export default function MarketerChatPage() {
  return <CoachChatPage coachName="Marketer" />;
}
