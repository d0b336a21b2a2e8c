import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type FirestoreChoice = 'auto' | 'embedded' | 'official';
export type FirestoreBackend = 'embedded' | 'official';

/**
 * DECISIONS.md: the official emulator needs Java 21+ and its jar (downloaded from Google, unreachable here).
 * `CLARA_FIRESTORE=embedded|official` forces a backend; `auto` uses the official one only when it can start offline.
 */
export function chooseFirestoreBackend(choice: FirestoreChoice = readChoice()): FirestoreBackend {
  if (choice !== 'auto') return choice;
  return officialEmulatorAvailable() ? 'official' : 'embedded';
}

function readChoice(): FirestoreChoice {
  const value = process.env.CLARA_FIRESTORE ?? 'auto';
  if (value === 'auto' || value === 'embedded' || value === 'official') return value;
  throw new Error(`CLARA_FIRESTORE debe ser auto, embedded u official (recibido: ${value}).`);
}

export function officialEmulatorAvailable(): boolean {
  return javaMajorVersion() >= 21 && firestoreJarPresent();
}

function javaMajorVersion(): number {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? 0 : parseJavaMajor(`${result.stdout}${result.stderr}`);
}

function parseJavaMajor(text: string): number {
  const match = /version "(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

function firestoreJarPresent(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return (
    existsSync(dir) &&
    readdirSync(dir).some((name) => name.startsWith('cloud-firestore-emulator') && name.endsWith('.jar'))
  );
}
