/**
 * The per-client limits' defaults (issue 10). Their overrides are params of config.ts (`CLARA_LIMIT_<NAME>`,
 * `CLARA_LIMITS_SCALE`); `config.limits()` answers the limits in force.
 */
import { MAIL_PER_RECIPIENT_PER_HOUR, MAIL_RESENDS_PER_DAY } from '@clara/domain';

/** One per-client limit: at most `max` requests per fixed window of `windowSeconds`. */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** The per-client-IP limits (issue 10 defaults). Each is overridable as `CLARA_LIMIT_<NAME>` (the max per window). */
export const DEFAULT_LIMITS = {
  /** New practice interviews: generate-practice, generate-code, start-predefined-interview. */
  PRACTICE_SESSIONS: { max: 30, windowSeconds: 3600 },
  /** New coach sessions: generate-code-coach. */
  COACH_SESSIONS: { max: 30, windowSeconds: 3600 },
  /** submit-contact and submit-business-contact. */
  CONTACT_MESSAGES: { max: 10, windowSeconds: 3600 },
  /** Wrong job-description access codes (counted on failure; then that IP waits; a code is never locked). */
  WRONG_ACCESS_CODES: { max: 20, windowSeconds: 3600 },
  /** check-duplicate-app. */
  DUPLICATE_CHECKS: { max: 30, windowSeconds: 3600 },
  /** submit-application. */
  APPLICATIONS: { max: 20, windowSeconds: 3600 },
  /** chat and chat-media messages, across sessions (a session holds 60; a candidate does a few an hour). */
  CHAT_MESSAGES: { max: 600, windowSeconds: 3600 },
  /** analyze-chat (one per finished session, plus reloads of the result page). */
  ANALYSES: { max: 60, windowSeconds: 3600 },
  /** The coach chats' messages (40 per session). */
  COACH_MESSAGES: { max: 300, windowSeconds: 3600 },
  /** check-session (once per opened interview link or page load). */
  SESSION_CHECKS: { max: 300, windowSeconds: 3600 },
  /** A candidate's own data: download, media files and withdrawal (company candidates and practices). */
  CANDIDATE_DATA: { max: 60, windowSeconds: 3600 },
  /** The job-description assistant's messages (30 per description). */
  JOBDESC_MESSAGES: { max: 300, windowSeconds: 3600 },
  /** Not per client: emails to one recipient's address (so Clara's forms cannot be used to spam someone). */
  EMAILS_PER_RECIPIENT: { max: MAIL_PER_RECIPIENT_PER_HOUR, windowSeconds: 3600 },
  /** Not per client: resends of one application's interview invitation, per day. */
  INVITATION_RESENDS: { max: MAIL_RESENDS_PER_DAY, windowSeconds: 86_400 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type Limits = Record<LimitName, LimitRule>;
