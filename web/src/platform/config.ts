import type { FirebaseOptions } from 'firebase/app';

/**
 * Runtime configuration, served as a static file next to the app: the local stack writes it with the
 * emulator addresses it started, `npm run deploy` writes it with the real project's web config.
 * Fetched only by routes that use Firebase, so marketing pages never pay for it.
 */
export interface ClientConfig {
  firebase: FirebaseOptions;
  emulators?: {
    /** e.g. http://127.0.0.1:9099 */
    authUrl?: string;
    firestoreHost?: string;
    firestorePort?: number;
  };
}

let pending: Promise<ClientConfig> | undefined;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= fetch('/client-config.json').then(async (response) => {
    if (!response.ok) throw new Error(`No se pudo cargar la configuración (${response.status}).`);
    return (await response.json()) as ClientConfig;
  });
  return pending;
}
