import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../stack/stack';
import { startAiStackService } from './aiStackService';
import { launchBrowserServer } from './chromium';
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
    /** The run's Chromium, which browser test files connect to (`useBrowser`). */
    browserEndpoint: string;
    /** Where the files of the OpenAI path claim the run's stack with an OpenAI key (`claimAiStack`). */
    aiStackControl: string;
  }
}

/**
 * One local stack on free ports for every integration and browser test, one Chromium for every browser test file
 * (connecting costs a tenth of a launch), and a second stack for the OpenAI path's files, started on their first
 * claim; all stopped when the run ends.
 */
export default async function setup(project: TestProject) {
  // COMMON decision 3: every test request comes from 127.0.0.1, so the per-client limits are raised
  // (the limiter's own tests build app instances with the default limits).
  const stack = await startStack({
    freePorts: true,
    verbose: process.env.CLARA_STACK_VERBOSE === '1',
    functionsEnv: { CLARA_LIMITS_SCALE: '1000' },
    // The shared stack's tests run the retry and the purge in-process at moments they choose; a scheduler firing
    // them in between would change the outbox under their assertions. tests/integration/platform/scheduler.test.ts
    // starts its own stack with the scheduler on.
    scheduler: false,
  });
  project.provide('stack', stackInfo(stack));
  // tests/rules need the rules evaluated: the embedded fallback does not (docs/local-stack.md).
  if (stack.firestoreBackend !== 'official')
    console.log(`Pruebas de reglas de seguridad no ejecutadas: ${stack.firestoreReason}`);
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('browserEndpoint', browser.wsEndpoint());
  const aiStack = await startAiStackService();
  project.provide('aiStackControl', aiStack.controlUrl);
  return async () => {
    await browser.close();
    await aiStack.stop();
    await stack.stop();
  };
}
