/**
 * App Check (issue 21): when the build names a reCAPTCHA Enterprise site key (`VITE_APP_CHECK_SITE_KEY`), every
 * API call carries an App Check token in `X-Firebase-AppCheck`, so the `api` function can enforce it
 * (`CLARA_APP_CHECK=enforce`). `VITE_APP_CHECK_DEBUG_TOKEN` (a debug token registered in the Firebase console;
 * never in a build that is deployed) uses the SDK's debug provider instead, for a local build.
 *
 * Nothing of it loads until the first API call: the SDK chunk (and Firebase's app) is imported then, so the
 * marketing pages' first load does not grow. Without either setting, nothing is sent and nothing is imported.
 */
import type { AppCheck } from 'firebase/app-check';
import { firebaseApp } from './firebaseApp';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

const siteKey = (): string => import.meta.env.VITE_APP_CHECK_SITE_KEY ?? '';
const debugToken = (): string => import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN ?? '';

/** Whether this build sends App Check tokens. */
export const appCheckConfigured = (): boolean => Boolean(siteKey() || debugToken());

let pending: Promise<AppCheck> | undefined;

function appCheck(): Promise<AppCheck> {
  pending ??= (async () => {
    const debug = debugToken();
    // The SDK's debug mode: it exchanges this token with App Check instead of asking reCAPTCHA.
    if (debug) (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debug;
    const [sdk, app] = await Promise.all([import('firebase/app-check'), firebaseApp()]);
    // In debug mode the provider is never asked: a custom one keeps reCAPTCHA's script from loading at all.
    const provider = debug
      ? new sdk.CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug mode')) })
      : new sdk.ReCaptchaEnterpriseProvider(siteKey());
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
