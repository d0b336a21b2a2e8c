import { afterEach, describe, expect, it } from 'vitest';
import { auditRetentionMonths } from '@clara/domain';
import { config, PARAMS } from './config';
import { DEFAULT_LIMITS } from './limits';

const NAMES = [
  'CLARA_REGION',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'OPENAI_TIMEOUT_MS',
  'OPENAI_TRANSCRIBE_MODEL',
  'OPENAI_REALTIME_MODEL',
  'CLARA_SPEECH_API_ENDPOINT',
  'CLARA_PUBLIC_ORIGIN',
  'MAIL_FROM',
  'CLARA_REVIEW_DEADLINE_DAYS',
  'CLARA_AUDIT_RETENTION_MONTHS',
  'CLARA_PRACTICE_RETENTION_DAYS',
  'CLARA_CLOSED_VACANCY_RETENTION_MONTHS',
  'CLARA_OUTBOX_RETENTION_DAYS',
  'CLARA_TRUSTED_PROXY_HOPS',
  'CLARA_APP_CHECK',
  'CLARA_LIMITS_SCALE',
  ...Object.keys(DEFAULT_LIMITS).map((name) => `CLARA_LIMIT_${name}`),
];
const SECRETS = ['OPENAI_API_KEY', 'SMTP_URL'];
const saved = Object.fromEntries([...NAMES, ...SECRETS].map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of [...NAMES, ...SECRETS]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('functions config', () => {
  it('falls back to the params’ defaults when the environment sets nothing (AI off, OpenAI itself)', () => {
    for (const name of [...NAMES, ...SECRETS]) delete process.env[name];
    expect(config.openAi.apiKey()).toBe('');
    expect(config.openAi.model()).toBe('gpt-4o-mini');
    expect(config.openAi.baseUrl()).toBeUndefined();
    expect(config.openAi.timeoutMs()).toBe(30_000);
    expect(config.openAi.transcriptionModel()).toBe('gpt-4o-mini-transcribe');
    expect(config.openAi.realtimeModel()).toBe('gpt-realtime');
    expect(config.speech.endpoint()).toBeUndefined();
    expect(config.site.publicOrigin()).toBeUndefined();
    expect(config.mail.smtpUrl()).toBe('');
    expect(config.mail.from()).toBe('Clara <no-reply@clara.test>');
  });

  it('reads the values the platform (or the emulator) puts in the environment', () => {
    Object.assign(process.env, {
      OPENAI_API_KEY: 'sk-x',
      OPENAI_MODEL: 'otro-modelo',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_TIMEOUT_MS: '1500',
      OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
      CLARA_SPEECH_API_ENDPOINT: 'http://127.0.0.1:9',
      CLARA_PUBLIC_ORIGIN: 'https://clara.example/',
      SMTP_URL: 'smtps://u:p@smtp.example:465',
      MAIL_FROM: 'Empresa <rrhh@example.com>',
    });
    expect(config.openAi.apiKey()).toBe('sk-x');
    expect(config.openAi.model()).toBe('otro-modelo');
    expect(config.openAi.baseUrl()).toBe('http://127.0.0.1:9/v1');
    expect(config.openAi.timeoutMs()).toBe(1500);
    expect(config.openAi.transcriptionModel()).toBe('whisper-1');
    expect(config.speech.endpoint()).toBe('http://127.0.0.1:9');
    expect(config.site.publicOrigin()).toBe('https://clara.example');
    expect(config.mail.smtpUrl()).toBe('smtps://u:p@smtp.example:465');
    expect(config.mail.from()).toBe('Empresa <rrhh@example.com>');
  });

  it('keeps the default timeout when the value is not a positive integer', () => {
    process.env.OPENAI_TIMEOUT_MS = '-5';
    expect(config.openAi.timeoutMs()).toBe(30_000);
    process.env.OPENAI_TIMEOUT_MS = 'abc';
    expect(config.openAi.timeoutMs()).toBe(30_000);
  });

  it('lists every non-secret param with a default, so the local stack can give the emulator a value for each', () => {
    expect(PARAMS.map((param) => param.name)).toEqual(NAMES.filter((name) => !SECRETS.includes(name)));
    for (const param of PARAMS) expect(param.options.default).toBeDefined();
  });

  it('reads the review deadline and the audit retention (issue 20): defaults 30 days and 12 months, never under 6', () => {
    delete process.env.CLARA_REVIEW_DEADLINE_DAYS;
    delete process.env.CLARA_AUDIT_RETENTION_MONTHS;
    expect(config.people.reviewDeadlineDays()).toBe(30);
    expect(auditRetentionMonths(config.people.auditRetentionMonths())).toBe(12);
    process.env.CLARA_REVIEW_DEADLINE_DAYS = '10';
    process.env.CLARA_AUDIT_RETENTION_MONTHS = '3';
    expect(config.people.reviewDeadlineDays()).toBe(10);
    expect(auditRetentionMonths(config.people.auditRetentionMonths())).toBe(6);
    process.env.CLARA_AUDIT_RETENTION_MONTHS = '18';
    expect(auditRetentionMonths(config.people.auditRetentionMonths())).toBe(18);
  });

  it('reads the retention, proxy hops, App Check and the per-client limits (issue 10) through params', () => {
    for (const name of NAMES) delete process.env[name];
    expect(config.trust.practiceRetentionDays()).toBe(30);
    expect(config.trust.outboxRetentionDays()).toBe(180);
    expect(config.trust.trustedProxyHops()).toBe(2);
    expect(config.trust.appCheckEnforced()).toBe(false);
    expect(config.trust.limits().APPLICATIONS).toEqual(DEFAULT_LIMITS.APPLICATIONS);
    Object.assign(process.env, {
      CLARA_PRACTICE_RETENTION_DAYS: '7',
      CLARA_OUTBOX_RETENTION_DAYS: '0',
      CLARA_TRUSTED_PROXY_HOPS: '1',
      CLARA_APP_CHECK: 'enforce',
      CLARA_LIMIT_APPLICATIONS: '5',
      CLARA_LIMITS_SCALE: '1000',
    });
    expect(config.trust.practiceRetentionDays()).toBe(7);
    expect(config.trust.outboxRetentionDays()).toBe(180);
    expect(config.trust.trustedProxyHops()).toBe(1);
    expect(config.trust.appCheckEnforced()).toBe(true);
    expect(config.trust.limits().APPLICATIONS).toEqual({ max: 5000, windowSeconds: 3600 });
    expect(config.trust.limits().CONTACT_MESSAGES.max).toBe(DEFAULT_LIMITS.CONTACT_MESSAGES.max * 1000);
  });
});
