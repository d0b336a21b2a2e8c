import type { RouteObject } from 'react-router-dom';
import { COACH_CHATS } from '@clara/domain/coaches/chats';
import { lazyPage } from '../../platform/lazyPage';

const chatPath = (coachName: (typeof COACH_CHATS)[number]['coachName']) =>
  COACH_CHATS.find((c) => c.coachName === coachName)!.path;

/** Digital twins, their chats, mentors, the job-description assistant and the voice demo (SPEC §2). */
export const coachesRoutes: RouteObject[] = [
  { path: '/coachdigital', ...lazyPage(() => import('./twins/CoachDigitalPage')) },
  { path: chatPath('Bolivar'), ...lazyPage(() => import('./twins/BolivarChatPage')) },
  { path: chatPath('Marketer'), ...lazyPage(() => import('./twins/MarketerChatPage')) },
  { path: '/mentor', ...lazyPage(() => import('./mentors/MentorsPage')) },
  { id: 'JobDescription', path: '/jobdesc', ...lazyPage(() => import('./jobdesc/JobDescPage')) },
  { path: '/voz', ...lazyPage(() => import('./voice/VoicePage')) },
];
