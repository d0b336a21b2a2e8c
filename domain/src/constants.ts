/** Business constants and limits of SPEC.md §9, and the few bounds DECISIONS.md asks for. */

export const INTERVIEW_CODE_LENGTH = 36;
export const CODE_CHECK_DELAY_MS = 500;

export const TYPEWRITER_MS_PER_CHAR = 5;
export const ANALYSIS_COUNTDOWN_SECONDS = 3;
export const BUSINESS_CONTACT_DELAY_MS = 1000;
export const BUSINESS_CONTACT_AUTO_CLOSE_MS = 3000;

export const DESKTOP_BREAKPOINT_PX = 768;
export const COACH_CHAT_HEIGHT_OFFSET_PX = 200;
export const JOBDESC_CHAT_HEIGHT_OFFSET_PX = 180;
export const JOBDESC_TEXTAREA_MAX_HEIGHT_PX = 150;
export const COACH_LABELS_COLLAPSED = 2;

export const SPEECH_LANGUAGE = 'es-ES';
export const FEEDBACK_VALUES = ['Si', 'No'] as const;

/** Media (SPEC §9): base64 size estimate, warning size and minimum upload timeout. */
export const BASE64_SIZE_FACTOR = 0.75;
export const MEDIA_WARNING_MB = 10;
export const MEDIA_MIN_UPLOAD_TIMEOUT_MS = 10_000;
/**
 * Hard upper bound for one upload (DECISIONS: public AI endpoints are a cost surface). Its base64 JSON body
 * (about 1.34 × the size) must stay under the 32 MiB request limit of Cloud Functions (and of the Functions
 * emulator's body parser): 20 MB → about 27 MB of JSON. Check it in the browser before sending, too.
 */
export const MEDIA_MAX_MB = 20;
/** Bytes of base64 text per stored chunk: well under Firestore's 1 MiB document limit. */
export const MEDIA_CHUNK_CHARS = 700_000;
export const DEFAULT_AUDIO_MIME = 'audio/webm';
export const DEFAULT_VIDEO_MIME = 'video/mp4';

/** Chat bounds (cost surface). */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
export const CHAT_MAX_USER_MESSAGES_PER_SESSION = 60;

export const MARKETING_FIGURES = {
  lessHiringTimePct: 60,
  moreCandidatesPct: 80,
  lessRecruitingCostPct: 40,
} as const;

/** Retention (defaults; the functions read overrides from the environment). */
export const PRACTICE_RETENTION_DAYS = 30;
export const CLOSED_VACANCY_RETENTION_MONTHS = 12;

/**
 * A real-time voice interview's time limit (issue 31): six questions with follow-ups take 15–25 minutes by
 * voice; at this limit the server ends the interview with what it recorded and hangs up. The function holding
 * the call (`realtime`, functions/src/index.ts) times out at 60 minutes, the most Cloud Functions v2 allows an
 * HTTP function, which leaves room for the analysis that follows the end.
 */
export const REALTIME_MAX_MINUTES = 45;
