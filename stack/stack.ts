import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseClientConfig } from '@clara/domain/common/clientConfig';
import { PARAMS } from '../functions/src/platform/config';
import {
  officialEmulatorEnv,
  selectFirestore,
  type FirestoreBackend,
  type FirestoreSelection,
  type OfficialEmulator,
} from './firestoreBackend';
import { DEFAULT_PORTS, freePorts, type StackPorts } from './ports';
import { startEmbeddedFirestore, type EmbeddedFirestore } from './firestore';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { readScheduledFunctions, startScheduler, type LocalScheduler } from './scheduler';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECT_ID = 'demo-clara';
const HOST = '127.0.0.1';
/** The run directory's folder for the functions' param values (firebase.json `configDir`). */
const FUNCTIONS_CONFIG_DIR = 'functions-config';

export interface StackOptions {
  /** Pick free ports (tests) instead of firebase.json's fixed ones (npm start). */
  freePorts?: boolean;
  /** Load emulator-data/ after start (default true). */
  seed?: boolean;
  /** Extra environment for the functions (e.g. OPENAI_BASE_URL for a fake server). */
  functionsEnv?: Record<string, string>;
  /** Print the emulators' own output. */
  verbose?: boolean;
  /** Serve this build of the web app instead of web/dist (a test's own build, e.g. with an App Check token). */
  webDist?: string;
  /**
   * The local scheduler (Cloud Scheduler's part): fires each scheduled function on its schedule, `speed` times
   * faster than it says (default: on, at CLARA_SCHEDULER_SPEED or 1). `false` leaves scheduled functions to be
   * run by hand (the shared test stack: its tests run the retry and the purge in-process at chosen moments).
   */
  scheduler?: false | { speed?: number };
  /** The stack lives a minute or two (a test file's own): its JVMs are tuned for that (firestoreBackend.ts). */
  shortRun?: boolean;
}

export interface Stack {
  url: string;
  ports: StackPorts;
  projectId: string;
  firestoreBackend: FirestoreBackend;
  /** host:port for firebase-admin (FIRESTORE_EMULATOR_HOST). */
  firestoreHost: string;
  /** host:port for the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authHost: string;
  /** Where the browser's firestore/lite connects. */
  firestoreRestUrl: string;
  /** The `aiApi` function's own URL on the Functions emulator (streamed replies are called there). */
  aiFunctionUrl: string;
  /** The `realtime` function (real-time voice calls, issue 31), without Hosting. */
  realtimeFunctionUrl: string;
  /** The mail catcher's web inbox (its REST API is under /api/email). */
  mailUrl: string;
  /** The mail catcher's SMTP server, as the functions' SMTP_URL. */
  mailSmtpUrl: string;
  /** Documents read so far from the embedded Firestore (null with the official emulator): the bench counts reads. */
  documentsRead(): number | null;
  /** Which Firestore runs and why (one line, also printed at start). */
  firestoreReason: string;
  /** The local scheduler's firings so far (null when it is off or the Pub/Sub emulator is missing). */
  scheduler: LocalScheduler | null;
  stop(): Promise<void>;
}

/**
 * Starts the local stack: Firestore (official emulator or the embedded one), and the Auth, Functions and
 * Hosting emulators of firebase-tools serving web/dist and functions/lib (both must be built).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  return (await planStack(options)).start();
}

/** A stack's addresses, known from its ports before anything of it runs. */
export type StackAddresses = Omit<Stack, 'documentsRead' | 'scheduler' | 'stop'>;

/**
 * A stack not started yet: its ports reserved, its Firestore chosen (the reason printed) and its addresses known,
 * so a caller can hand them out and do other work while `start()` brings it up (the tests' global setup lets the
 * unit tests run meanwhile).
 */
export interface PlannedStack extends StackAddresses {
  start(): Promise<Stack>;
}

export async function planStack(options: StackOptions = {}): Promise<PlannedStack> {
  for (const built of ['web/dist/index.html', 'functions/lib/index.js']) {
    if (!existsSync(join(ROOT, built))) throw new Error(`Falta ${built}: ejecuta "npm run build" primero.`);
  }
  const reserved = options.freePorts ? await freePorts() : null;
  const ports = reserved?.ports ?? DEFAULT_PORTS;
  const selection = selectFirestore();
  console.log(selection.reason);
  const addresses: StackAddresses = {
    url: `http://${HOST}:${ports.hosting}`,
    ports,
    projectId: PROJECT_ID,
    firestoreBackend: selection.backend,
    firestoreHost: `${HOST}:${ports.firestore}`,
    authHost: `${HOST}:${ports.auth}`,
    firestoreRestUrl: `http://${HOST}:${restPortOf(selection.backend, ports)}`,
    mailUrl: `http://${HOST}:${ports.mailWeb}`,
    mailSmtpUrl: `smtp://${HOST}:${ports.mailSmtp}`,
    aiFunctionUrl: functionUrl(ports, 'aiApi'),
    realtimeFunctionUrl: functionUrl(ports, 'realtime'),
    firestoreReason: selection.reason,
  };
  return {
    ...addresses,
    start: () => launchStack(options, addresses, selection, () => reserved?.release()),
  };
}

async function launchStack(
  options: StackOptions,
  addresses: StackAddresses,
  selection: FirestoreSelection,
  releasePorts: () => void,
): Promise<Stack> {
  const { ports } = addresses;
  const backend = selection.backend;
  const runDir = join(ROOT, '.stack', `run-${ports.hosting}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  let embedded: EmbeddedFirestore | undefined;
  let emulators: ChildProcess | undefined;
  let mail: MailCatcher | undefined;
  let scheduler: LocalScheduler | null = null;
  const stop = async () => {
    scheduler?.stop();
    if (emulators) await stopProcess(emulators);
    killLeftoverEmulators(runDir, ports);
    if (mail) await mail.stop();
    if (embedded) await embedded.stop();
    rmSync(runDir, { recursive: true, force: true });
    releasePorts();
  };

  try {
    if (backend === 'embedded') {
      embedded = await startEmbeddedFirestore({
        projectId: PROJECT_ID,
        grpcPort: ports.firestore,
        restPort: ports.firestoreRest,
        host: HOST,
      });
    }
    mail = await startMailCatcher({
      host: HOST,
      smtpPort: ports.mailSmtp,
      webPort: ports.mailWeb,
      directory: join(runDir, 'mail'),
    });
    // Every email the functions send lands in the catcher (SMTP_URL is a secret: it reaches the functions
    // through the emulator's environment, not the params file).
    // A web build with an App Check debug token (`VITE_APP_CHECK_DEBUG_TOKEN=… npm start`) gets its tokens from the
    // api function's local exchange, which needs the same token (functions/src/trust/appCheckEmulator.ts).
    const appCheckDebug = process.env.VITE_APP_CHECK_DEBUG_TOKEN;
    const functionsEnv = {
      SMTP_URL: mail.smtpUrl,
      // Webhooks to test receivers on 127.0.0.1 (explicit: off unless set, and only under the emulator).
      CLARA_WEBHOOKS_ALLOW_LOOPBACK: '1',
      ...(appCheckDebug ? { CLARA_APP_CHECK_DEBUG_TOKEN: appCheckDebug } : {}),
      ...options.functionsEnv,
    };
    writePublicDir(runDir, ports, restPortOf(backend, ports), options.webDist ?? join(ROOT, 'web', 'dist'));
    linkFunctionSources(runDir);
    writeFunctionParams(runDir, { ...process.env, ...functionsEnv });
    // A real-time interview's browser calls the OpenAI base URL itself (a fake server in tests).
    const openAiOrigin = originOf(options.functionsEnv?.OPENAI_BASE_URL ?? process.env.OPENAI_BASE_URL);
    writeFileSync(
      join(runDir, 'firebase.json'),
      JSON.stringify(firebaseConfig(ports, selection.official, openAiOrigin ? [openAiOrigin] : []), null, 2),
    );

    emulators = spawnEmulators(runDir, selection.official, addresses.firestoreHost, { ...options, functionsEnv });
    await waitForReady(emulators, options.verbose ?? false);
    keepEmulatorLog(
      emulators,
      join(ROOT, '.stack', 'logs', `emulators-${ports.hosting}.log`),
      options.verbose ?? false,
    );
    scheduler = startLocalScheduler(selection.official, ports, options);
    await waitForHttp(`${addresses.url}/api/health`);
    const stack: Stack = {
      ...addresses,
      documentsRead: () => embedded?.documentsRead() ?? null,
      scheduler,
      stop,
    };
    if (options.seed ?? true) await seedStack(stack);
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}

async function seedStack(stack: Stack): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = stack.authHost;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { loadSeed } = await import('./seed');
  const app = initializeApp({ projectId: stack.projectId }, `seed-${stack.ports.hosting}`);
  try {
    await loadSeed(app, join(ROOT, 'emulator-data'));
  } finally {
    await deleteApp(app);
  }
}

function writePublicDir(runDir: string, ports: StackPorts, restPort: number, webDist: string): void {
  const publicDir = join(runDir, 'public');
  cpSync(webDist, publicDir, { recursive: true });
  const clientConfig = parseClientConfig({
    firebase: {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      appId: 'demo-clara-web',
    },
    aiFunctionUrl: functionUrl(ports, 'aiApi'),
    realtimeFunctionUrl: functionUrl(ports, 'realtime'),
    emulators: { authUrl: `http://${HOST}:${ports.auth}`, firestoreHost: HOST, firestorePort: restPort },
  });
  writeFileSync(join(publicDir, 'client-config.json'), JSON.stringify(clientConfig, null, 2));
}

/** Links each functions source directory (e.g. functions/) into the run directory under the same name. */
function linkFunctionSources(runDir: string): void {
  for (const { source } of JSON.parse(readRootConfig()).functions as { source: string }[]) {
    symlinkSync(join(ROOT, source), join(runDir, source), 'dir');
  }
}

/**
 * Gives the Functions emulator a value for every param of functions/src/platform/config.ts, taken from this
 * process's environment (so `OPENAI_MODEL=… npm start` and the tests' functionsEnv still work) or the param's
 * default. Without them the emulator would prompt for each param and write functions/.env.local, whose values
 * then override the environment of every later run. Each run has its own file: concurrent stacks do not share it.
 */
function writeFunctionParams(runDir: string, env: NodeJS.ProcessEnv): void {
  const dir = join(runDir, FUNCTIONS_CONFIG_DIR);
  mkdirSync(dir, { recursive: true });
  const lines = PARAMS.map((param) => {
    const value = env[param.name] ?? String(param.options.default ?? '');
    return `${param.name}=${JSON.stringify(value)}`;
  });
  writeFileSync(join(dir, '.env.local'), `${lines.join('\n')}\n`);
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

function firebaseConfig(ports: StackPorts, official: OfficialEmulator | null, extraOrigins: string[]) {
  const backend: FirestoreBackend = official ? 'official' : 'embedded';
  const root = JSON.parse(readRootConfig());
  const at = (port: number) => ({ host: HOST, port });
  return {
    // Relative sources, linked into the run directory: the Functions emulator joins `source` onto the config's
    // directory even when it is absolute.
    functions: root.functions.map((f: { source: string }) => ({
      ...f,
      predeploy: undefined,
      configDir: FUNCTIONS_CONFIG_DIR,
    })),
    hosting: {
      ...root.hosting,
      public: 'public',
      predeploy: undefined,
      headers: withLocalOrigins(root.hosting.headers, [...localOrigins(ports, backend), ...extraOrigins]),
    },
    ...(backend === 'official' ? { firestore: { rules: join(ROOT, 'firestore.rules') } } : {}),
    emulators: {
      singleProjectMode: true,
      auth: at(ports.auth),
      functions: at(ports.functions),
      hosting: at(ports.hosting),
      firestore: { ...at(ports.firestore), websocketPort: ports.firestoreWebsocket },
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ...(official?.pubsubBinary ? { pubsub: at(ports.pubsub) } : {}),
      ui: { enabled: false },
    },
  };
}

/** The emulators the browser talks to: Auth, the Firestore REST front (or the official emulator), Functions. */
function localOrigins(ports: StackPorts, backend: FirestoreBackend): string[] {
  return [
    `http://${HOST}:${ports.auth}`,
    `http://${HOST}:${restPortOf(backend, ports)}`,
    `http://${HOST}:${ports.functions}`,
  ];
}

/** Where the browser's Firestore connects: the embedded Firestore's REST front, or the official emulator itself. */
const restPortOf = (backend: FirestoreBackend, ports: StackPorts) =>
  backend === 'embedded' ? ports.firestoreRest : ports.firestore;

/** A function's own URL on the Functions emulator (the region: functions' CLARA_REGION param, default). */
function functionUrl(ports: StackPorts, name: 'aiApi' | 'realtime'): string {
  return `http://${HOST}:${ports.functions}/${PROJECT_ID}/us-central1/${name}`;
}

interface HostingHeaders {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** firebase.json's Content-Security-Policy, letting the browser reach the local emulators (local runs only). */
export function withLocalOrigins(rules: HostingHeaders[], origins: string[]): HostingHeaders[] {
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: header.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${origins.join(' ')}`) }
        : header,
    ),
  }));
}

function readRootConfig(): string {
  return readFileSync(join(ROOT, 'firebase.json'), 'utf8');
}

function spawnEmulators(
  runDir: string,
  official: OfficialEmulator | null,
  firestoreHost: string,
  options: StackOptions,
): ChildProcess {
  const only = ['auth', 'functions', 'hosting', ...(official ? ['firestore'] : [])];
  // Without Pub/Sub the Functions emulator ignores every scheduled function; a stack whose scheduler is off does
  // not need them loaded (nothing would fire them), nor the emulator's JVM.
  if (official?.pubsubBinary && options.scheduler !== false) only.push('pubsub');
  const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
  // NODE_ENV=production as on Cloud Functions: an error the Functions runtime answers before the app runs
  // (broken JSON, a path it cannot decode) shows no stack trace or server path.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', ...options.functionsEnv };
  // The Functions emulator hands FIRESTORE_EMULATOR_HOST from its environment to the functions.
  if (!official) env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  // The official emulators: the JDK first on PATH, the Firestore jar (a launcher jar made in the run directory
  // for the Google Cloud CLI component) and the Pub/Sub emulator's launcher.
  else Object.assign(env, officialEmulatorEnv(official, runDir, options.shortRun));
  // Discover the functions through a manifest file (in the run directory, removed at stop), not a random
  // local port that concurrent stacks could share.
  env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = runDir;
  // Keep firebase-admin off the cloud metadata server, which this offline machine cannot reach.
  env.METADATA_SERVER_DETECTION = 'none';
  return spawn(
    firebaseBin,
    ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', 'firebase.json'],
    {
      cwd: runDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** Starts the local scheduler on the Pub/Sub emulator, or says in one line why scheduled functions do not fire. */
function startLocalScheduler(
  official: OfficialEmulator | null,
  ports: StackPorts,
  options: StackOptions,
): LocalScheduler | null {
  if (options.scheduler === false) return null;
  if (!official?.pubsubBinary) {
    console.log('Funciones programadas: no se lanzan (falta el emulador de Pub/Sub de Google Cloud CLI).');
    return null;
  }
  const speed = options.scheduler?.speed ?? Number(process.env.CLARA_SCHEDULER_SPEED ?? 1);
  const functions = readScheduledFunctions(join(ROOT, 'functions'));
  return startScheduler({
    functions,
    functionsHost: `${HOST}:${ports.functions}`,
    projectId: PROJECT_ID,
    speed,
    log: (line) => console.error(line),
  });
}

/** Resolves when firebase-tools says every emulator is ready; rejects with its output if it exits first. */
function waitForReady(child: ChildProcess, verbose: boolean, timeoutMs = 120_000): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Los emuladores no arrancaron en ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (verbose) process.stdout.write(text);
      if (output.includes('All emulators ready')) {
        stop();
        resolvePromise();
      }
    };
    const onExit = (code: number | null) => {
      stop();
      reject(new Error(`firebase emulators:start terminó (código ${code}):\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * After the start, the emulators' output (the functions' logs among it) goes to a file that outlives the run: what
 * a failed test's request logged can be read there. It was kept in memory and searched again at every line.
 */
function keepEmulatorLog(child: ChildProcess, path: string, verbose: boolean): void {
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.pipe(file, { end: false });
    if (verbose) stream?.pipe(process.stdout, { end: false });
  }
}

async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} no respondió: ${last}`);
}

/** SIGINT to the whole process group (firebase-tools and the function workers), SIGKILL if it lingers. */
/**
 * firebase-tools starts the Java emulators (Firestore, Pub/Sub) in process groups of their own, so stopping its
 * group can leave them running, orphaned, with their ports and a core's worth of threads: CI runs start several
 * stacks. Whatever still runs from this stack's run directory or on its Pub/Sub port is ended.
 */
function killLeftoverEmulators(runDir: string, ports: StackPorts): void {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return; // No /proc: nothing to look through.
  }
  for (const pid of pids) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    const ours =
      command.includes(`${runDir}/`) ||
      (command.includes('pubsub-emulator') && command.includes(`--port=${ports.pubsub} `));
    if (!ours || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
