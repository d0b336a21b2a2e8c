import { createServer } from 'node:net';

/** A port the OS reports free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  /** The Firestore port firebase-admin (gRPC) uses; the official emulator serves REST on it too. */
  firestore: number;
  /** The embedded backend's REST front for the browser's firestore/lite. */
  firestoreRest: number;
  hub: number;
  /** The mail catcher (maildev): SMTP, and its web inbox + REST API. */
  mailSmtp: number;
  mailWeb: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** Google's Pub/Sub emulator: the scheduled functions' topics (the local scheduler publishes to them). */
  pubsub: number;
  /** The official Firestore emulator's websocket (its UI's; fixed at 9150 otherwise, shared by concurrent stacks). */
  firestoreWebsocket: number;
}

/** The fixed ports `npm start` uses (firebase.json's), so the app's URL is always the same. */
export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  firestoreRest: 8081,
  hub: 4400,
  mailSmtp: 1025,
  mailWeb: 1080,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  pubsub: 8085,
  firestoreWebsocket: 9150,
};

export async function freePorts(): Promise<StackPorts> {
  const entries = await Promise.all(Object.keys(DEFAULT_PORTS).map(async (key) => [key, await freePort()] as const));
  return Object.fromEntries(entries) as unknown as StackPorts;
}
