import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';

export type FirestoreChoice = 'auto' | 'embedded' | 'official';
export type FirestoreBackend = 'embedded' | 'official';

/** firebase-tools refuses to start its Java emulators below this version (MIN_SUPPORTED_JAVA_MAJOR_VERSION). */
const MIN_JAVA = 21;
/** The Google Cloud CLI component's jar has no Main-Class; this is the class its own launcher runs. */
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface Java {
  /** The `java` executable, and the directory to put first on the emulators' PATH. */
  bin: string;
  home: string;
  major: number;
}

/** A runnable jar (firebase-tools' download, or an explicit override), or the CLI component's class jar. */
export type FirestoreJar = { kind: 'runnable'; path: string } | { kind: 'classes'; path: string };

export interface OfficialEmulator {
  java: Java;
  firestoreJar: FirestoreJar;
  /** Google's Pub/Sub emulator launcher (null: scheduled functions cannot load). */
  pubsubBinary: string | null;
}

export interface FirestoreSelection {
  backend: FirestoreBackend;
  official: OfficialEmulator | null;
  /** One line: which Firestore runs and why. */
  reason: string;
}

/**
 * DECISIONS.md "What runs where": Google's Firestore emulator (Java 21+) is the local Firestore wherever it is
 * installed; `CLARA_FIRESTORE=embedded|official` forces a backend, `auto` (default) falls back to the embedded one
 * only on a machine without the emulator or a JDK 21+.
 */
export function selectFirestore(choice: FirestoreChoice = readChoice()): FirestoreSelection {
  if (choice === 'embedded') {
    return { backend: 'embedded', official: null, reason: 'Firestore embebido (CLARA_FIRESTORE=embedded).' };
  }
  const found = findOfficialEmulator();
  if ('missing' in found) {
    if (choice === 'official') throw new Error(`CLARA_FIRESTORE=official, pero ${found.missing}.`);
    return {
      backend: 'embedded',
      official: null,
      reason: `Firestore embebido: ${found.missing} (las reglas de seguridad no se comprueban en esta ejecución).`,
    };
  }
  const jar = found.firestoreJar.path;
  return {
    backend: 'official',
    official: found,
    reason: `Emulador oficial de Firestore (${jar}) con Java ${found.java.major} (${found.java.bin}).`,
  };
}

export function chooseFirestoreBackend(choice: FirestoreChoice = readChoice()): FirestoreBackend {
  return selectFirestore(choice).backend;
}

function readChoice(): FirestoreChoice {
  const value = process.env.CLARA_FIRESTORE ?? 'auto';
  if (value === 'auto' || value === 'embedded' || value === 'official') return value;
  throw new Error(`CLARA_FIRESTORE debe ser auto, embedded u official (recibido: ${value}).`);
}

export function officialEmulatorAvailable(): boolean {
  return !('missing' in findOfficialEmulator());
}

export function findOfficialEmulator(): OfficialEmulator | { missing: string } {
  const firestoreJar = findFirestoreJar();
  if (!firestoreJar) {
    return {
      missing:
        'no se encontró el emulador de Firestore (ni FIRESTORE_EMULATOR_BINARY_PATH, ni la caché de firebase-tools, ni el componente cloud-firestore-emulator de Google Cloud CLI)',
    };
  }
  const java = findJava();
  if (!java) return { missing: `no hay un JDK ${MIN_JAVA} o superior (JAVA_HOME, PATH, /usr/lib/jvm)` };
  return { java, firestoreJar, pubsubBinary: findPubsubBinary() };
}

/**
 * Google Cloud SDK install roots: CLOUDSDK_ROOT_DIR and the usual places, then `gcloud info` (a second or more:
 * asked only when none of those holds the component).
 */
function inSdk(relative: string): string | null {
  const fixed = [
    process.env.CLOUDSDK_ROOT_DIR ?? '',
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ].filter(Boolean);
  const hit = fixed.map((root) => join(root, relative)).find((path) => existsSync(path));
  if (hit) return hit;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 15_000,
  });
  const root = !gcloud.error && gcloud.status === 0 ? gcloud.stdout.trim() : '';
  return root && existsSync(join(root, relative)) ? join(root, relative) : null;
}

const firebaseCache = () => join(homedir(), '.cache', 'firebase', 'emulators');

function cached(prefix: string, suffix: string): string | null {
  const dir = firebaseCache();
  if (!existsSync(dir)) return null;
  const name = readdirSync(dir)
    .filter((n) => n.startsWith(prefix) && n.endsWith(suffix))
    .sort()
    .pop();
  return name ? join(dir, name) : null;
}

function findFirestoreJar(): FirestoreJar | null {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { kind: 'runnable', path: override };
  const download = cached('cloud-firestore-emulator', '.jar');
  if (download) return { kind: 'runnable', path: download };
  const jar = inSdk(join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'));
  return jar ? { kind: 'classes', path: jar } : null;
}

function findPubsubBinary(): string | null {
  const override = process.env.PUBSUB_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return override;
  const download = cached('pubsub-emulator', '');
  const fromCache = download && join(download, 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
  if (fromCache && existsSync(fromCache)) return fromCache;
  return inSdk(join('platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator'));
}

/** The first JDK >= 21 among JAVA_HOME, PATH and the system's installed JVMs (newest first). */
export function findJava(): Java | null {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir) candidates.push(join(dir, 'java'));
  for (const jvms of ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines']) {
    if (!existsSync(jvms)) continue;
    for (const name of readdirSync(jvms).sort().reverse()) {
      candidates.push(join(jvms, name, 'bin', 'java'), join(jvms, name, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  for (const bin of new Set(candidates)) {
    if (!existsSync(bin)) continue;
    const major = javaMajorVersion(bin);
    if (major >= MIN_JAVA) return { bin, home: dirname(dirname(bin)), major };
  }
  return null;
}

function javaMajorVersion(bin: string): number {
  // `java -version` prints to stderr.
  const result = spawnSync(bin, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error) return 0;
  const match = /version "(\d+)/.exec(`${result.stdout}${result.stderr}`);
  return match ? Number(match[1]) : 0;
}

/**
 * JVM options for emulators that live a minute or two (a test file's own stack): C1 compiles alone and one thread
 * collects. C2's costlier compiles pay back only over a longer run: the whole suite's shared stack (15 minutes) used
 * more CPU with these options than without, a stack of one file 55% less (the Firestore emulator, 22 s → 10 s).
 */
const SHORT_RUN_JVM = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * The environment firebase-tools needs to start the official emulators: the JDK first on PATH (it runs `java`),
 * FIRESTORE_EMULATOR_BINARY_PATH on a jar it can `java -jar` (for the CLI component, a manifest-only jar written
 * in the run directory whose Class-Path names the component's jar), and PUBSUB_EMULATOR_BINARY_PATH.
 */
export function officialEmulatorEnv(official: OfficialEmulator, runDir: string, shortRun = false): NodeJS.ProcessEnv {
  let jar = official.firestoreJar.path;
  if (official.firestoreJar.kind === 'classes') {
    jar = join(runDir, 'cloud-firestore-emulator-launcher.jar');
    writeManifestJar(jar, FIRESTORE_MAIN_CLASS, official.firestoreJar.path);
  }
  return {
    PATH: `${join(official.java.home, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
    JAVA_HOME: official.java.home,
    FIRESTORE_EMULATOR_BINARY_PATH: jar,
    ...(shortRun ? { JAVA_TOOL_OPTIONS: SHORT_RUN_JVM } : {}),
    ...(official.pubsubBinary ? { PUBSUB_EMULATOR_BINARY_PATH: official.pubsubBinary } : {}),
  };
}

/** Writes a jar holding only META-INF/MANIFEST.MF (a stored zip entry): Main-Class, and Class-Path to `classes`. */
export function writeManifestJar(path: string, mainClass: string, classes: string): void {
  const classPath = new URL(`file://${classes}`).href;
  // Manifest lines are at most 72 bytes: longer ones continue on the next line after one space.
  const wrap = (line: string) => (line.match(/.{1,70}/g) ?? []).join('\r\n ');
  const manifest = Buffer.from(
    ['Manifest-Version: 1.0', `Main-Class: ${mainClass}`, wrap(`Class-Path: ${classPath}`), '', ''].join('\r\n'),
  );
  const name = Buffer.from('META-INF/MANIFEST.MF');
  const crc = crc32(manifest);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18);
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localSize = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(localSize, 16);
  writeFileSync(path, Buffer.concat([local, name, manifest, central, name, end]));
}
