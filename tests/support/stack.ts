import { inject } from 'vitest';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { StackInfo } from './globalSetup';

export const stack = (): StackInfo => inject('stack');

export interface ApiCall {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the API through Hosting, as the browser does. */
export const callApi = (path: string, init: ApiCall = {}) => callApiAt(stack().url, path, init);

/** Calls the API of the stack served at `baseUrl` (a test's own stack); GET unless there is a body. */
export async function callApiAt(
  baseUrl: string,
  path: string,
  init: ApiCall = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.rawBody !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? (init.body === undefined && init.rawBody === undefined ? 'GET' : 'POST'),
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: response.status, body };
}

let app: App | undefined;

/** firebase-admin pointed at the stack's emulators, to assert what was stored. */
function adminApp(): App {
  if (!app) {
    process.env.FIRESTORE_EMULATOR_HOST = stack().firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = stack().authHost;
    app = getApps().find((a) => a.name === 'tests') ?? initializeApp({ projectId: stack().projectId }, 'tests');
  }
  return app;
}

export const adminDb = (): Firestore => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}
