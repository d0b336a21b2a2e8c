import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './http/app';

/** The whole HTTP API, served under /api/... through the Hosting rewrite in firebase.json. */
export const api = onRequest({ region: 'us-central1', memory: '512MiB', timeoutSeconds: 120 }, createApp());

/** Issue 10: the daily purge of expired practice interviews and of applications of long-closed vacancies. */
export const purge = onSchedule({ schedule: 'every 24 hours', region: 'us-central1' }, async () => {
  const { purgeExpiredData } = await import('./trust/purge');
  console.log('purge', await purgeExpiredData());
});
