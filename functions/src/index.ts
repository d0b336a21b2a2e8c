import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { OPENAI_API_KEY } from './platform/config';

// Before any function is defined. The region is the one the Hosting rewrite in firebase.json names.
// maxInstances caps what anonymous calls that spend AI money can scale to (each instance serves many requests).
setGlobalOptions({ region: 'us-central1', maxInstances: 10, memory: '512MiB', timeoutSeconds: 120 });

/** The whole HTTP API, served under /api/... through the Hosting rewrite in firebase.json. */
export const api = onRequest({ secrets: [OPENAI_API_KEY] }, createApp());
