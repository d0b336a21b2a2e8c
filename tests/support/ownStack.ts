import { startStack, type Stack, type StackOptions } from '../../stack/stack';

/**
 * A stack of the test file's own, for what the shared one cannot give it (other environment for the functions, a
 * scheduler that fires, an exact count of writes): on free ports, tuned to live as long as the file, and with the
 * scheduler off unless the file asks for one.
 */
export function startOwnStack(options: StackOptions = {}): Promise<Stack> {
  return startStack({ freePorts: true, scheduler: false, shortRun: true, ...options });
}
