import { setGlobalOptions } from 'firebase-functions/v2/options';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION, OPENAI_API_KEY, SMTP_URL } from './platform/config';
import { lazy } from './platform/lazy';
import { log, withRequestLog } from './platform/log';

// Every instance of every function below imports this file, so it imports only what defining them needs
// (firebase-functions' own modules, not its v2 index of every trigger; the params): each function loads its
// code at its first request, with a dynamic import that esbuild bundles as a chunk of its own.

// Before any function is defined. The region is a param (CLARA_REGION); deploy writes the same one into Hosting's
// rewrites. maxInstances caps what a function can scale to (each instance serves many requests).
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10, memory: '512MiB', timeoutSeconds: 120 });

const TRACE_HEADER = 'x-cloud-trace-context';
const apiApp = lazy(async () => (await import('./api')).createApp());
const publicPages = lazy(() => import('./publicPages/routes'));

/** The HTTP API under /api/... (Hosting rewrite in firebase.json): the signed-in dashboard and the rest. */
export const api = onRequest({ secrets: [OPENAI_API_KEY, SMTP_URL] }, async (req, res) => {
  (await apiApp())(req, res);
});

/**
 * Issue 34: the anonymous endpoints that spend AI (routes with `pool: 'ai'`: chat turns, transcriptions, analyses,
 * the coaches, the job-description assistant), rewritten here by Hosting. The same app, its own instances and cap:
 * a flood of anonymous practices scales this function up to its cap and leaves the `api` function's instances to
 * the recruiters (the bench's flood measures it). Streamed replies call it at its own URL.
 */
export const aiApi = onRequest({ secrets: [OPENAI_API_KEY, SMTP_URL], maxInstances: 20 }, async (req, res) => {
  (await apiApp())(req, res);
});

/**
 * Issue 31: real-time voice interviews' calls (POST /api/realtime-call), called at this function's own URL. The
 * request holds the call's sideband for the whole interview, so its timeout is the most Cloud Functions v2
 * allows an HTTP function, 60 minutes: the interview's own limit (REALTIME_MAX_MINUTES, 45) ends it first, and
 * the rest is room for the analysis that follows. Its own function: the API's 120 s timeout stays short.
 */
export const realtime = onRequest({ secrets: [OPENAI_API_KEY, SMTP_URL], timeoutSeconds: 3600 }, async (req, res) => {
  (await apiApp())(req, res);
});

/**
 * The public job page `/job/{id}` with its content, link-preview tags and JobPosting data in the HTML, and the
 * sitemap (Hosting rewrites). Their own functions: a small cold start, no AI secret, and crawler traffic
 * never competes with the API's instances.
 */
export const jobPage = onRequest({ memory: '256MiB', timeoutSeconds: 30 }, (req, res) =>
  withRequestLog(req.header(TRACE_HEADER), async () => (await publicPages()).serveJobPage(req, res)),
);
export const sitemap = onRequest({ memory: '256MiB', timeoutSeconds: 30 }, (req, res) =>
  withRequestLog(req.header(TRACE_HEADER), async () => (await publicPages()).serveSitemap(req, res)),
);

/**
 * Issues 10 and 21: the purge of everything past its retention (trust/purge.ts). Hourly, so a backlog larger
 * than one run's time budget (PURGE_BUDGET_MS, under this timeout) is finished by the next runs.
 */
export const purge = onSchedule({ schedule: 'every 60 minutes', timeoutSeconds: 540 }, async () => {
  const { purgeExpiredData } = await import('./trust/purge');
  log.info('purge', { report: await purgeExpiredData() });
});

/** Issue 11: emails that failed (or were never sent) are tried again, a bounded number of times. */
export const mailRetry = onSchedule({ schedule: 'every 5 minutes', secrets: [SMTP_URL] }, async () => {
  const [{ retryOutbox }, { mailChannel }, { webhookChannel }] = await Promise.all([
    import('./mail/retry'),
    import('./mail/channels'),
    import('./webhooks/channel'),
  ]);
  log.info('mailRetry', { report: await retryOutbox(undefined, [mailChannel, webhookChannel]) });
});

/** Issue 32: applications left without a decision for the company's chosen days are closed with a kind email. */
export const autoClose = onSchedule({ schedule: 'every 24 hours', secrets: [SMTP_URL] }, async () => {
  const { runAutoClose } = await import('./recruiting/autoClose');
  log.info('autoClose', { report: await runAutoClose() });
});
