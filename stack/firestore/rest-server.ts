// REST front for the browser's firebase/firestore/lite (browsers cannot speak gRPC).
// Serves what lite sends after connectFirestoreEmulator(): POST .../documents:batchGet,
// .../documents[/{parent document}]:runQuery and :runAggregationQuery, with CORS.
// Writes are not served: the browser is read-only by the security model. firestore.rules is NOT evaluated here
// (only Google's emulator evaluates it): every read the REST API allows is answered.
// Also answers the official emulator's reset: DELETE /emulator/v1/projects/{p}/databases/{d}/documents.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { StructuredQuery } from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
import type { FirestoreState } from '@firestore-emulator/server';
import { type StoredDoc, readDocument, runAggregation, runQuery } from './query.js';
import { docToRest, fieldsToRest, restToAggregation, restToQuery } from './rest-json.js';
import { FirestoreError, dateToTs, toFirestoreError, tsToRfc3339 } from './values.js';

// gRPC code -> [HTTP status, status name], as the Firestore REST API maps them.
const STATUS: Record<number, [number, string]> = {
  1: [499, 'CANCELLED'],
  2: [500, 'UNKNOWN'],
  3: [400, 'INVALID_ARGUMENT'],
  4: [504, 'DEADLINE_EXCEEDED'],
  5: [404, 'NOT_FOUND'],
  6: [409, 'ALREADY_EXISTS'],
  7: [403, 'PERMISSION_DENIED'],
  8: [429, 'RESOURCE_EXHAUSTED'],
  9: [400, 'FAILED_PRECONDITION'],
  10: [409, 'ABORTED'],
  12: [501, 'UNIMPLEMENTED'],
  13: [500, 'INTERNAL'],
  14: [503, 'UNAVAILABLE'],
  16: [401, 'UNAUTHENTICATED'],
};

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-goog-api-client',
  'x-firebase-gmpid',
  'google-cloud-resource-prefix',
  'x-goog-request-params',
  'x-firebase-appcheck',
  'x-goog-user-project',
];
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const denied = () => new FirestoreError(7, 'Missing or insufficient permissions.');
const unsupported = (what: string) =>
  new FirestoreError(12, `${what} is not supported by the embedded Firestore REST front.`);

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': [...ALLOWED_HEADERS, ...(requested ? [requested] : [])].join(', '),
    'Access-Control-Max-Age': '3600',
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new FirestoreError(3, 'Request body too large.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new FirestoreError(3, 'Request body is not valid JSON.');
  }
}

interface Target {
  database: string;
  resource: string;
  relative: string;
  method: string;
}

/** `/v1/projects/p/databases/d/documents/media/abc:runQuery` -> its parts (segments URL-decoded). */
function parseTarget(pathname: string): Target | null {
  const match = /^\/v1\/([^:]+):(\w+)$/.exec(pathname);
  if (!match) return null;
  const segments = match[1]!.split('/').map(decodeURIComponent);
  if (segments[0] !== 'projects' || segments[2] !== 'databases' || segments[4] !== 'documents') return null;
  return {
    database: segments.slice(0, 5).join('/'),
    resource: segments.join('/'),
    relative: segments.slice(5).join('/'),
    method: match[2]!,
  };
}

function checkQuerySupported(query: StructuredQuery): void {
  const from = query.from[0];
  if (!from || from.all_descendants) throw unsupported('A collection-group query');
}

type Body = Record<string, unknown>;

function handle(state: FirestoreState, target: Target, body: Body): unknown {
  const readTime = tsToRfc3339(dateToTs(new Date()));
  switch (target.method) {
    case 'batchGet': {
      const names = Array.isArray(body.documents) ? body.documents.map(String) : [];
      for (const name of names) {
        if (!name.startsWith(`${target.database}/`))
          throw new FirestoreError(3, `Document outside this database: ${name}`);
      }
      return names.map((name) => {
        const doc: StoredDoc | null = readDocument(state.getDocument(name));
        return doc ? { found: docToRest(doc), readTime } : { missing: name, readTime };
      });
    }
    case 'runQuery': {
      const query = restToQuery(body.structuredQuery);
      checkQuerySupported(query);
      const docs = runQuery(state, target.resource, query);
      return docs.length ? docs.map((doc) => ({ document: docToRest(doc), readTime })) : [{ readTime }];
    }
    case 'runAggregationQuery': {
      const aggregation = restToAggregation(body.structuredAggregationQuery);
      checkQuerySupported(aggregation.structured_query);
      const fields = runAggregation(state, target.resource, aggregation);
      return [{ result: { aggregateFields: fieldsToRest(fields) }, readTime }];
    }
    default:
      // commit, beginTransaction, rollback, listen...: the browser never writes (firebase-admin writes over gRPC).
      throw denied();
  }
}

function send(res: ServerResponse, cors: Record<string, string>, status: number, payload: unknown): void {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
}

export function startRestServer(state: FirestoreState, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    void (async () => {
      try {
        // The official emulator's reset endpoint (used by test tooling); it clears every project here.
        if (
          req.method === 'DELETE' &&
          /^\/emulator\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents$/.test(req.url ?? '')
        ) {
          state.clear();
          send(res, cors, 200, {});
          return;
        }
        const target = parseTarget(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (!target || req.method !== 'POST') throw new FirestoreError(5, `No such endpoint: ${req.method} ${req.url}`);
        const body = (await readJson(req)) as Body;
        send(res, cors, 200, handle(state, target, body ?? {}));
      } catch (err) {
        const error = toFirestoreError(err);
        const [status, name] = STATUS[error.code] ?? [500, 'UNKNOWN'];
        send(res, cors, status, { error: { code: status, message: error.message, status: name } });
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
