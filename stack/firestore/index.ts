// Embedded Firestore: the fallback where Google's emulator or Java 21+ is missing (it evaluates no security rules),
// and what the read-counting test and bench start:
// gRPC for firebase-admin and a REST front for the browser's firebase/firestore/lite,
// both over one in-memory FirestoreState.
import type { AddressInfo } from 'node:net';
import { Server, ServerCredentials, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
// The CJS build: the package's .mjs has extensionless imports that Node's own ESM loader refuses.
import { FirestoreState } from '@firestore-emulator/server/dist/index.js';
import { startRestServer } from './rest-server.js';
import { TransactionalFirestoreService } from './service.js';
import { TransactionManager } from './transactions.js';

export { loadSeed, clearAll } from './seed.js';

export interface EmbeddedFirestore {
  grpcPort: number;
  restPort: number;
  projectId: string;
  state: FirestoreState;
  /** How many documents firebase-admin's reads have been answered so far (gets found, query results). */
  documentsRead(): number;
  stop(): Promise<void>;
}

export interface EmbeddedFirestoreOptions {
  projectId: string;
  /** 0 or undefined: pick a free port. */
  grpcPort?: number;
  restPort?: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** A read-write transaction holding the lock longer than this loses it (ABORTED). Default 20 s. */
  lockTimeoutMs?: number;
}

function bindGrpc(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (err, actual) =>
      err ? reject(err) : resolve(actual),
    );
  });
}

export async function startEmbeddedFirestore(opts: EmbeddedFirestoreOptions): Promise<EmbeddedFirestore> {
  const host = opts.host ?? '127.0.0.1';
  const state = new FirestoreState();
  const txns = new TransactionManager(opts.lockTimeoutMs ?? 20_000);

  const grpc = new Server();
  // The service definition and handlers come from the package's own (older) copy of grpc-js;
  // they are plain objects and functions, so they work with this one.
  const reads = { documents: 0 };
  grpc.addService(
    TransactionalFirestoreService.definition as unknown as ServiceDefinition,
    new TransactionalFirestoreService(state, txns, reads) as unknown as UntypedServiceImplementation,
  );
  const grpcPort = await bindGrpc(grpc, host, opts.grpcPort ?? 0);

  let rest;
  try {
    rest = await startRestServer(state, host, opts.restPort ?? 0);
  } catch (err) {
    grpc.forceShutdown();
    throw err;
  }

  let stopped: Promise<void> | undefined;
  return {
    grpcPort,
    restPort: (rest.address() as AddressInfo).port,
    projectId: opts.projectId,
    state,
    documentsRead: () => reads.documents,
    stop() {
      stopped ??= (async () => {
        txns.dispose();
        grpc.forceShutdown();
        rest.closeAllConnections();
        await new Promise<void>((resolve) => rest.close(() => resolve()));
      })();
      return stopped;
    },
  };
}
