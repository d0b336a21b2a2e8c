/**
 * The trust feature's configuration (retention, per-client limits), each overridable by environment.
 * COMMON decision 5 puts every setting in `functions/src/platform/config.ts`, which the engineering branch
 * creates; until it is merged these getters read `process.env` directly and move there unchanged.
 */
import {
  CLOSED_VACANCY_RETENTION_MONTHS,
  MAIL_PER_RECIPIENT_PER_HOUR,
  MAIL_RESENDS_PER_DAY,
  PRACTICE_RETENTION_DAYS,
} from '@clara/domain';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

/** Days a practice interview (and its media) is kept before the scheduled purge erases it. */
export const practiceRetentionDays = (): number =>
  positiveInt('CLARA_PRACTICE_RETENTION_DAYS', PRACTICE_RETENTION_DAYS);

/** Months after a vacancy is closed before its applications are erased. */
export const closedVacancyRetentionMonths = (): number =>
  positiveInt('CLARA_CLOSED_VACANCY_RETENTION_MONTHS', CLOSED_VACANCY_RETENTION_MONTHS);

/** Days an email stays in the outbox (sent, failed or never sent) before the scheduled purge erases it. */
export const outboxRetentionDays = (): number => positiveInt('CLARA_OUTBOX_RETENTION_DAYS', 180);

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

/**
 * The limits in force: defaults, `CLARA_LIMIT_<NAME>` overrides, all multiplied by `CLARA_LIMITS_SCALE` (the
 * test stack sets 1000: every test request comes from 127.0.0.1).
 */
export function configuredLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const scale = Number(env.CLARA_LIMITS_SCALE ?? '1');
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const limits = {} as Limits;
  for (const [name, rule] of Object.entries(DEFAULT_LIMITS) as Array<[LimitName, LimitRule]>) {
    const override = Number(env[`CLARA_LIMIT_${name}`]);
    const max = Number.isFinite(override) && override > 0 ? Math.floor(override) : rule.max;
    limits[name] = { max: Math.ceil(max * factor), windowSeconds: rule.windowSeconds };
  }
  return limits;
}

/**
 * Proxies between the client and the function that append to X-Forwarded-For: behind Firebase Hosting, the
 * CDN appends the client's address and Google's front end appends the CDN's, so the client is the 2nd
 * entry from the right. `CLARA_TRUSTED_PROXY_HOPS` changes it (1 when the function is called directly).
 */
export const trustedProxyHops = (): number => positiveInt('CLARA_TRUSTED_PROXY_HOPS', 2);
