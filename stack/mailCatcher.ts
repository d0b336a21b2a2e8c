/**
 * The local mail catcher: maildev (npm devDependency) receives every email the functions send over SMTP and
 * shows it in a web inbox; tests read it through its REST API (tests/support/mailbox.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  host: string;
  smtpPort: number;
  webPort: number;
  /** Where it keeps the emails it caught (the run directory: concurrent stacks do not share it). */
  directory: string;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  mkdirSync(options.directory, { recursive: true });
  const args = [
    '-s',
    String(options.smtpPort),
    '--ip',
    options.host,
    '-w',
    String(options.webPort),
    '--web-ip',
    options.host,
  ];
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'maildev'), [...args, '--mail-directory', options.directory], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const webUrl = `http://${options.host}:${options.webPort}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilServing(`${webUrl}/api/healthz`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtpUrl: `smtp://${options.host}:${options.smtpPort}`, webUrl, stop };
}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El receptor de correo (maildev) terminó:\n${output()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`El receptor de correo (maildev) no arrancó en ${timeoutMs / 1000} s:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}
