/** The candidate's rights through the emailed link, and the company's erase (issue 10). */
import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { applicationParams, appCheckExchangeBody, candidateMediaBody, candidateTokenBody } from './api';
import { APP_CHECK_EMULATOR_EXCHANGE } from './appCheck';

import type { ChatMessage } from '../chat/messages';

const message = z.custom<ChatMessage>(
  (value) => typeof value === 'object' && value !== null && typeof (value as ChatMessage).text === 'string',
);

/** What the candidate downloads (and their page shows): their application, interview, scheduled interviews and emails. */
export const candidateDataSchema = z.object({
  exportedAt: z.number(),
  company: z.string(),
  vacancy: z.string(),
  application: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    countryCode: z.string(),
    phoneNumber: z.string(),
    linkedin: z.string(),
    cv: z.string(),
    status: z.string(),
    createdAt: z.number().nullable(),
    consent: z.unknown(),
    /** Issue 30: their answers to the vacancy's screening questions, and whether each met a knock-out. */
    screening: z.array(z.object({ question: z.string(), answer: z.string(), knockedOut: z.boolean() })).optional(),
    /** Issue 30: the CV file they attached (the file itself: POST /api/candidate-data/cv); null when they pasted it. */
    cvFile: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() }).nullable().optional(),
  }),
  /** Issue 32: every application of theirs in the company (the same email), this one included. */
  applications: z.array(
    z.object({
      id: z.string(),
      vacancy: z.string(),
      name: z.string(),
      email: z.string(),
      countryCode: z.string(),
      phoneNumber: z.string(),
      linkedin: z.string(),
      cv: z.string(),
      cvFile: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() }).nullable(),
      source: z.string(),
      status: z.string(),
      createdAt: z.number().nullable(),
      consent: z.unknown(),
    }),
  ),
  interview: z
    .object({
      status: z.string(),
      createdAt: z.number(),
      interviewDate: z.number().nullable(),
      consent: z.unknown(),
      chatHistory: z.array(message),
      media: z.array(z.object({ mediaId: z.string() })),
    })
    .nullable(),
  /**
   * Issue 31: Clara's analysis of their interview as they read it (`candidateAnalysisSchema`'s ready answer in
   * reviews, a layer above), null while the company has none.
   */
  analysis: z.object({ analysis: z.unknown(), rubric: z.unknown(), decision: z.string() }).nullable(),
  /** The human interviews proposed to the candidate (issue 23), times as UTC ISO 8601, newest proposal first. */
  scheduledInterviews: z.array(
    z.object({
      status: z.string(),
      startAt: z.iso.datetime().nullable(),
      durationMinutes: z.number(),
      locationKind: z.string(),
      location: z.string(),
      /** The times still offered while the candidate has not picked one. */
      proposedSlots: z.array(z.iso.datetime()),
      /** The zone the candidate picked in (their emails name it); null before a pick. */
      timeZone: z.string().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.number(),
    }),
  ),
});

/** The token travels in the body (POST), never in a URL a server or proxy would log. */
export const candidateDataRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-data',
  auth: 'none',
  body: candidateTokenBody,
  response: candidateDataSchema,
});
export const candidateMediaRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-data/media',
  auth: 'none',
  body: candidateMediaBody,
  response: FILE_RESPONSE,
});
/** Issue 30: the CV file the candidate attached to the application, as they sent it (404 when none). */
export const candidateCvFileRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-data/cv',
  auth: 'none',
  body: candidateTokenBody,
  response: FILE_RESPONSE,
});
export const candidateWithdrawRoute = defineRoute({
  method: 'POST',
  path: '/api/candidate-withdraw',
  auth: 'none',
  body: candidateTokenBody,
  response: z.object({ withdrawn: z.literal(true) }),
});
/** The company erases a candidate in one action (a line without personal data stays). */
export const eraseCandidateRoute = defineRoute({
  method: 'DELETE',
  path: '/api/application/:applicationId',
  auth: 'company',
  access: { action: 'erase', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationParams,
  invalidParams: 404,
  response: z.object({ erased: z.literal(true) }),
});

/**
 * Issue 32: the company erases the whole person behind an application: every application of theirs in the
 * company (same email) and everything about each, as the erase above; answers how many applications went.
 */
export const erasePersonRoute = defineRoute({
  method: 'DELETE',
  path: '/api/person/:applicationId',
  auth: 'company',
  access: { action: 'erase', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationParams,
  invalidParams: 404,
  response: z.object({ erased: z.number().int().nonnegative() }),
});

/**
 * The local stack's App Check exchange (domain/src/trust/appCheck.ts): a debug token for a short-lived token the
 * function verifies itself. Only under the Functions emulator with CLARA_APP_CHECK_DEBUG_TOKEN; else 404.
 */
export const appCheckEmulatorExchangeRoute = defineRoute({
  ...APP_CHECK_EMULATOR_EXCHANGE,
  auth: 'none',
  body: appCheckExchangeBody,
  response: z.object({ token: z.string().min(1), ttlMillis: z.number().int().positive() }),
});
