import { readFile } from 'node:fs/promises';

/**
 * The web app's HTML shell (web/dist/app.html), which functions/build.mjs copies into the functions package so
 * the deploy carries it here. Read once per instance.
 */
let shell: Promise<string> | undefined;

export function appShell(): Promise<string> {
  shell ??= readFile(new URL('./web/app.html', import.meta.url), 'utf8').catch((error: unknown) => {
    shell = undefined;
    throw new Error(
      `The web app's shell is missing from the functions package (build web, then functions): ${String(error)}`,
    );
  });
  return shell;
}
