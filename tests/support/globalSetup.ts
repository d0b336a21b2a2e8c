import type { TestProject } from 'vitest/node';
import { planStack, type Stack } from '../../stack/stack';
import { startAiStackService } from './aiStackService';
import { launchBrowserServer } from './chromium';
import { serveStackStart } from './sharedStackStart';
import { stackInfo } from './stack';

export interface StackInfo {
  url: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
  firestoreRestUrl: string;
  firestoreBackend: Stack['firestoreBackend'];
  /** The mail catcher's web inbox and REST API, and its SMTP server. */
  mailUrl: string;
  mailSmtpUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** Answers once the shared stack has started (tests/support/sharedStackStart.ts). */
    stackStart: string;
    /** The run's Chromium, which browser test files connect to (`useBrowser`). */
    browserEndpoint: string;
    /** Where the files of the OpenAI path claim the run's stack with an OpenAI key (`claimAiStack`). */
    aiStackControl: string;
  }
}

/**
 * One local stack on free ports for every integration and browser test, one Chromium for every browser test file
 * (connecting costs a tenth of a launch), and a second stack for the OpenAI path's files, started on their first
 * claim; all stopped when the run ends. The shared stack starts in the background: the unit tests run meanwhile,
 * and each stack test file waits for it (tests/support/sharedStackReady.ts).
 */
export default async function setup(project: TestProject) {
  // COMMON decision 3: every test request comes from 127.0.0.1, so the per-client limits are raised
  // (the limiter's own tests build app instances with the default limits).
  const planned = await planStack({
    freePorts: true,
    verbose: process.env.CLARA_STACK_VERBOSE === '1',
    functionsEnv: { CLARA_LIMITS_SCALE: '1000' },
    // The shared stack's tests run the retry and the purge in-process at moments they choose; a scheduler firing
    // them in between would change the outbox under their assertions. tests/integration/platform/scheduler.test.ts
    // starts its own stack with the scheduler on.
    scheduler: false,
  });
  project.provide('stack', stackInfo(planned));
  // tests/rules need the rules evaluated: the embedded fallback does not (docs/local-stack.md).
  if (planned.firestoreBackend !== 'official')
    console.log(`Pruebas de reglas de seguridad no ejecutadas: ${planned.firestoreReason}`);
  const starting = planned.start();
  const stackStart = await serveStackStart(starting);
  project.provide('stackStart', stackStart.url);
  const stopStack = async () => {
    await stackStart.close();
    await starting.then(
      (stack: Stack) => stack.stop(),
      () => undefined,
    );
  };
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await stopStack();
    throw error;
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  const aiStack = await startAiStackService();
  project.provide('aiStackControl', aiStack.controlUrl);
  return async () => {
    await browser.close();
    await aiStack.stop();
    await stopStack();
  };
}
