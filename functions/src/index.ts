import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';

/** The whole HTTP API, served under /api/... through the Hosting rewrite in firebase.json. */
export const api = onRequest({ region: 'us-central1', memory: '512MiB', timeoutSeconds: 120 }, createApp());
