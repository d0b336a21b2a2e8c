import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { CLOSED_VACANCY_RETENTION_MONTHS, PRACTICE_RETENTION_DAYS, PRODUCT } from '@clara/domain';
import { DEFAULT_LIMITS, type LimitName, type Limits } from './limits';

/**
 * The functions' configuration, the one place that reads the environment (docs/configuration.md).
 *
 * Deployed, the values are Firebase params: the CLI asks for them at the first `firebase deploy` (and keeps them
 * in functions/.env.<project>), and the secret comes from Secret Manager (`firebase functions:secrets:set
 * OPENAI_API_KEY`), bound to the function in index.ts. Locally the stack writes the params' values for the
 * emulator from its own environment, and in-process tests read process.env: params reach the code as
 * environment variables either way, so each getter falls back to the documented default when one is unset.
 */

/** The OpenAI key. Unset or empty: the built-in Spanish implementations answer, offline. */
export const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');

export const OPENAI_MODEL = defineString('OPENAI_MODEL', {
  default: 'gpt-4o-mini',
  description: 'OpenAI model for the interviewer, the analysis, the coaches and the job-description assistant.',
});

export const OPENAI_BASE_URL = defineString('OPENAI_BASE_URL', {
  default: '',
  description: 'An OpenAI-compatible server; empty for OpenAI itself.',
});

export const OPENAI_TIMEOUT_MS = defineInt('OPENAI_TIMEOUT_MS', {
  default: 30_000,
  description: 'Timeout of one AI call, in milliseconds.',
});

export const OPENAI_TRANSCRIBE_MODEL = defineString('OPENAI_TRANSCRIBE_MODEL', {
  default: 'gpt-4o-mini-transcribe',
  description: 'OpenAI model that transcribes recorded answers (with OPENAI_API_KEY).',
});

export const OPENAI_REALTIME_MODEL = defineString('OPENAI_REALTIME_MODEL', {
  default: 'gpt-realtime',
  description: 'OpenAI Realtime model for real-time voice interviews (with OPENAI_API_KEY).',
});

export const SPEECH_API_ENDPOINT = defineString('CLARA_SPEECH_API_ENDPOINT', {
  default: '',
  description: 'A Speech-to-Text compatible endpoint; empty for Google Cloud Speech-to-Text with the credentials.',
});

export const PUBLIC_ORIGIN = defineString('CLARA_PUBLIC_ORIGIN', {
  default: '',
  description:
    'The public origin of the site (https://clara.example), for canonical URLs, link previews and the sitemap; empty for the origin a request came through.',
});

/**
 * Issue 34: the region of every function. `npm run deploy` (stack/deploy.ts, stack/region.ts) writes the same value
 * into Hosting's rewrites and the functions' URLs in client-config.json, so the two cannot point apart.
 */
export const FUNCTIONS_REGION = defineString('CLARA_REGION', {
  default: 'us-central1',
  description: 'Region of every function: us-central1, or europe-west1 to keep EU candidates’ data in the EU.',
});

/**
 * The SMTP server emails go through, as a URL (`smtp://user:pass@host:587`, `smtps://…:465`). A secret: it may
 * carry the server's password. Unset: emails are written to the outbox and stay queued (the retry sends them
 * once it is set). Locally the stack points it at the mail catcher.
 */
export const SMTP_URL = defineSecret('SMTP_URL');

export const MAIL_FROM = defineString('MAIL_FROM', {
  default: `${PRODUCT.name} <no-reply@${PRODUCT.path}.test>`,
  description: 'The From address of every email ("Name <address>").',
});

/** Issue 20: days a company has to answer a candidate's request for a human review. */
export const REVIEW_DEADLINE_DAYS = defineInt('CLARA_REVIEW_DEADLINE_DAYS', {
  default: 30,
  description: "Days a company has to answer a candidate's request for a human review.",
});

/** Issue 20: months the audit log is kept (never under 6, whatever is set). */
export const AUDIT_RETENTION_MONTHS = defineInt('CLARA_AUDIT_RETENTION_MONTHS', {
  default: 12,
  description: 'Months the audit log is kept before the scheduled purge erases it (at least 6).',
});

/** Issue 10: days a practice interview (and its media) is kept before the scheduled purge erases it. */
export const PRACTICE_RETENTION = defineInt('CLARA_PRACTICE_RETENTION_DAYS', {
  default: PRACTICE_RETENTION_DAYS,
  description: 'Days a practice interview (and its media) is kept before the scheduled purge erases it.',
});

export const CLOSED_VACANCY_RETENTION = defineInt('CLARA_CLOSED_VACANCY_RETENTION_MONTHS', {
  default: CLOSED_VACANCY_RETENTION_MONTHS,
  description: 'Months after a vacancy is closed before its applications are erased.',
});

export const OUTBOX_RETENTION = defineInt('CLARA_OUTBOX_RETENTION_DAYS', {
  default: 180,
  description: 'Days an email stays in the outbox (sent, failed or never sent) before the scheduled purge erases it.',
});

/**
 * Proxies between the client and the function that append to X-Forwarded-For: behind Firebase Hosting, the CDN
 * appends the client's address and Google's front end appends the CDN's, so the client is the 2nd entry from
 * the right. 1 when the function is called directly.
 */
export const TRUSTED_PROXY_HOPS = defineInt('CLARA_TRUSTED_PROXY_HOPS', {
  default: 2,
  description: 'Proxies that append to X-Forwarded-For between the client and the function (2 behind Hosting).',
});

/** Issues 10 and 21: `enforce` makes every API call carry a valid App Check token (platform/appCheck.ts). */
export const APP_CHECK = defineString('CLARA_APP_CHECK', {
  default: '',
  description: "'enforce' to refuse API calls without a valid App Check token; empty: off.",
});

/** Multiplies every per-client limit (the test stack sets 1000: every test request comes from 127.0.0.1). */
export const LIMITS_SCALE = defineInt('CLARA_LIMITS_SCALE', {
  default: 1,
  description: 'Multiplies every per-client limit.',
});

/** One param per limit (`CLARA_LIMIT_<NAME>`: the most requests per window), defaulting to limits.ts. */
export const LIMIT_PARAMS = (Object.keys(DEFAULT_LIMITS) as LimitName[]).map((name) => ({
  name,
  param: defineInt(`CLARA_LIMIT_${name}`, {
    default: DEFAULT_LIMITS[name].max,
    description: `The most ${name} per client (or recipient) and window.`,
  }),
}));

/** Every non-secret param, with its default: the local stack writes their values for the Functions emulator. */
export const PARAMS = [
  FUNCTIONS_REGION,
  OPENAI_MODEL,
  OPENAI_BASE_URL,
  OPENAI_TIMEOUT_MS,
  OPENAI_TRANSCRIBE_MODEL,
  OPENAI_REALTIME_MODEL,
  SPEECH_API_ENDPOINT,
  PUBLIC_ORIGIN,
  MAIL_FROM,
  REVIEW_DEADLINE_DAYS,
  AUDIT_RETENTION_MONTHS,
  PRACTICE_RETENTION,
  CLOSED_VACANCY_RETENTION,
  OUTBOX_RETENTION,
  TRUSTED_PROXY_HOPS,
  APP_CHECK,
  LIMITS_SCALE,
  ...LIMIT_PARAMS.map(({ param }) => param),
] as const;

function isSet(name: string): boolean {
  const value = process.env[name];
  return value !== undefined && value !== '';
}

/** The param's value, or its declared default when the environment does not set it. */
function read<T extends string | number>(param: { name: string; options: { default?: unknown }; value(): T }): T {
  return isSet(param.name) ? param.value() : (param.options.default as T);
}

/** A whole number above zero; else the param's default. */
function positive(param: { name: string; options: { default?: unknown }; value(): number }): number {
  const value = read(param);
  return Number.isInteger(value) && value > 0 ? value : (param.options.default as number);
}

export const config = {
  openAi: {
    /** '' when unset (the secret's own value() would log a warning on every call). */
    apiKey: (): string => (isSet(OPENAI_API_KEY.name) ? OPENAI_API_KEY.value() : ''),
    model: (): string => read(OPENAI_MODEL),
    /** undefined for OpenAI itself. */
    baseUrl: (): string | undefined => read(OPENAI_BASE_URL) || undefined,
    transcriptionModel: (): string => read(OPENAI_TRANSCRIBE_MODEL),
    realtimeModel: (): string => read(OPENAI_REALTIME_MODEL),
    timeoutMs: (): number => {
      const value = read(OPENAI_TIMEOUT_MS);
      return Number.isInteger(value) && value > 0 ? value : (OPENAI_TIMEOUT_MS.options.default as number);
    },
  },
  speech: {
    endpoint: (): string | undefined => read(SPEECH_API_ENDPOINT) || undefined,
    /** Google's Application Default Credentials file, set by the platform or the developer (not a param). */
    googleCredentials: (): string | undefined => process.env.GOOGLE_APPLICATION_CREDENTIALS || undefined,
  },
  mail: {
    /** '' when unset. */
    smtpUrl: (): string => (isSet(SMTP_URL.name) ? SMTP_URL.value() : ''),
    from: (): string => read(MAIL_FROM),
  },
  webhooks: {
    /**
     * Issue 34: whether webhooks may go to loopback addresses over http (test receivers on 127.0.0.1). Explicit and
     * off by default: only under the Functions emulator (FUNCTIONS_EMULATOR, never set on Cloud Functions) and
     * only when CLARA_WEBHOOKS_ALLOW_LOOPBACK=1 (the test stack sets it, stack/stack.ts). Other private addresses
     * stay refused.
     */
    allowLoopback: (): boolean =>
      process.env.FUNCTIONS_EMULATOR === 'true' && process.env.CLARA_WEBHOOKS_ALLOW_LOOPBACK === '1',
  },
  people: {
    /** Days to answer a review request (a positive whole number; else the default). */
    reviewDeadlineDays: (): number => {
      const value = read(REVIEW_DEADLINE_DAYS);
      return Number.isInteger(value) && value > 0 ? value : (REVIEW_DEADLINE_DAYS.options.default as number);
    },
    /** As configured; `auditRetentionMonths` (domain) applies the default and the 6-month minimum. */
    auditRetentionMonths: (): number => read(AUDIT_RETENTION_MONTHS),
  },
  trust: {
    practiceRetentionDays: (): number => positive(PRACTICE_RETENTION),
    closedVacancyRetentionMonths: (): number => positive(CLOSED_VACANCY_RETENTION),
    outboxRetentionDays: (): number => positive(OUTBOX_RETENTION),
    trustedProxyHops: (): number => positive(TRUSTED_PROXY_HOPS),
    appCheckEnforced: (): boolean => read(APP_CHECK) === 'enforce',
    /**
     * Issue 21: the debug token of the local stack's App Check exchange (platform/appCheckEmulator.ts), read only
     * under the Functions emulator (FUNCTIONS_EMULATOR, set by firebase-tools, never on Cloud Functions): ''
     * anywhere else, so a deployed function neither answers the exchange nor accepts its tokens.
     */
    appCheckEmulatorDebugToken: (): string =>
      process.env.FUNCTIONS_EMULATOR === 'true' ? (process.env.CLARA_APP_CHECK_DEBUG_TOKEN ?? '') : '',
    /** The per-client limits in force: each default or its override, times the scale. */
    limits: (): Limits => {
      const scale = positive(LIMITS_SCALE);
      const limits = {} as Limits;
      for (const { name, param } of LIMIT_PARAMS)
        limits[name] = { max: positive(param) * scale, windowSeconds: DEFAULT_LIMITS[name].windowSeconds };
      return limits;
    },
  },
  site: {
    /** Without a trailing slash; undefined when unset (then the request's own origin is used). */
    publicOrigin: (): string | undefined => read(PUBLIC_ORIGIN).replace(/\/+$/, '') || undefined,
  },
} as const;
