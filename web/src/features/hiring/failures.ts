import { ApiRequestError } from '../../platform/api';

/** "HTTP 500: message" — the failure with its status, as SPEC §8 asks. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError) return error.status ? `HTTP ${error.status}: ${error.message}` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The raw answer of a failed call (SPEC §8's interview-creation alert shows it). */
export function responseBody(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  return typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? error.message);
}
