/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** reCAPTCHA Enterprise site key of the web app's App Check (platform/appCheck.ts); empty: no App Check. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** A registered App Check debug token, for a local build only (platform/appCheck.ts). */
  readonly VITE_APP_CHECK_DEBUG_TOKEN?: string;
}
