import { inject } from 'vitest';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Stack, StackAddresses } from '../../stack/stack';
import type { StackInfo } from './globalSetup';

let own: StackInfo | undefined;

/** The stack the helpers talk to: the run's shared one, or the file's own after `useOwnStack`. */
export const stack = (): StackInfo => own ?? inject('stack');

/** What the helpers need of a stack. */
export const stackInfo = (started: StackAddresses): StackInfo => ({
  url: started.url,
  projectId: started.projectId,
  firestoreHost: started.firestoreHost,
  authHost: started.authHost,
  firestoreRestUrl: started.firestoreRestUrl,
  firestoreBackend: started.firestoreBackend,
  mailUrl: started.mailUrl,
  mailSmtpUrl: started.mailSmtpUrl,
});

/**
 * Points every helper of this test file (callApi, adminDb, the mailbox, the recruiting helpers) at a stack the
 * file started itself (undone after the file, tests/support/fileIsolation.ts, so other files keep the shared stack).
 * Call before the first helper.
 */
export function useOwnStack(started: Stack): void {
  own = stackInfo(started);
}

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
    // Encoded here, before fetch's wait for closed connections (tests/support/closedConnections.ts), not after it.
    body: encodeBody(init),
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

function encodeBody(init: ApiCall): Uint8Array<ArrayBuffer> | undefined {
  const text = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return text === undefined ? undefined : new TextEncoder().encode(text);
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
