/**
 * App Check (issue 21): when the build names a reCAPTCHA Enterprise site key (`VITE_APP_CHECK_SITE_KEY`), every
 * API call carries an App Check token in `X-Firebase-AppCheck`, so the `api` function can enforce it
 * (`CLARA_APP_CHECK=enforce`). `VITE_APP_CHECK_DEBUG_TOKEN` (never in a build that is deployed) uses a debug
 * token instead: against a real project, the SDK's debug provider (a token registered in the Firebase console);
 * on the local stack's emulators (the runtime config names them), the stack's own exchange, since App Check has
 * no emulator (domain/src/trust/appCheck.ts, functions/src/platform/appCheckEmulator.ts).
 *
 * Nothing of it loads until the first API call: the SDK chunk (and Firebase's app) is imported then, so the
 * marketing pages' first load does not grow. Without either setting, nothing is sent and nothing is imported.
 */
import type { AppCheck, AppCheckOptions } from 'firebase/app-check';
import { APP_CHECK_EMULATOR_EXCHANGE, APP_CHECK_HEADER } from '@clara/domain/trust/appCheck';
import { firebaseApp } from './firebaseApp';
import { loadClientConfig } from './config';

export { APP_CHECK_HEADER };

const siteKey = (): string => import.meta.env.VITE_APP_CHECK_SITE_KEY ?? '';
const debugToken = (): string => import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN ?? '';

/** Whether this build sends App Check tokens. */
export const appCheckConfigured = (): boolean => Boolean(siteKey() || debugToken());

let pending: Promise<AppCheck> | undefined;

/** The local stack's exchange: the build's debug token for a token the emulated `api` function signed. */
async function exchangeOnEmulator(debug: string): Promise<{ token: string; expireTimeMillis: number }> {
  const response = await fetch(APP_CHECK_EMULATOR_EXCHANGE.path, {
    method: APP_CHECK_EMULATOR_EXCHANGE.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ debugToken: debug }),
  });
  const answer = (await response.json().catch(() => ({}))) as { token?: string; ttlMillis?: number; error?: string };
  if (!response.ok || !answer.token || !answer.ttlMillis)
    throw new Error(answer.error ?? `App Check local: ${response.status}`);
  return { token: answer.token, expireTimeMillis: Date.now() + answer.ttlMillis };
}

function appCheck(): Promise<AppCheck> {
  pending ??= (async () => {
    const debug = debugToken();
    const [sdk, app, config] = await Promise.all([import('firebase/app-check'), firebaseApp(), loadClientConfig()]);
    let provider: AppCheckOptions['provider'];
    if (debug && config.emulators) provider = new sdk.CustomProvider({ getToken: () => exchangeOnEmulator(debug) });
    else if (debug) {
      // The SDK's debug mode: it exchanges this token with App Check and never asks the provider, so a custom one
      // keeps reCAPTCHA's script from loading at all.
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debug;
      provider = new sdk.CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug mode')) });
    } else provider = new sdk.ReCaptchaEnterpriseProvider(siteKey());
    return sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
  })();
  return pending;
}

/**
 * The App Check header for an API call: `{}` when the build has no App Check. A token the SDK could not get is
 * sent as the SDK gives it (its placeholder), so an enforcing API refuses the call with its own message.
 */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!appCheckConfigured()) return {};
  const [{ getToken }, instance] = await Promise.all([import('firebase/app-check'), appCheck()]);
  const { token } = await getToken(instance, false);
  return { [APP_CHECK_HEADER]: token };
}
