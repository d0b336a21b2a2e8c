import type { ClientConfig } from '@clara/domain/common/clientConfig';

export type { ClientConfig };

/**
 * Runtime configuration, served as a static file next to the app: the local stack writes it with the
 * emulator addresses it started, `npm run deploy` writes it with the real project's web config.
 * Fetched only by routes that use Firebase, so marketing pages never pay for it; checked against the shared
 * schema (its chunk, with zod, loads only then), so a malformed file fails with the fields it gets wrong.
 */
let pending: Promise<ClientConfig> | undefined;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= (async () => {
    const response = await fetch('/client-config.json');
    if (!response.ok) throw new Error(`No se pudo cargar la configuración (${response.status}).`);
    const [{ parseClientConfig }, body] = await Promise.all([
      import('@clara/domain/common/clientConfig'),
      response.json().catch(() => undefined),
    ]);
    return parseClientConfig(body);
  })();
  return pending;
}
