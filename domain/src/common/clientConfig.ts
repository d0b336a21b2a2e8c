import { z } from 'zod';

/**
 * The web app's runtime configuration, /client-config.json: written by the local stack (with the emulators'
 * addresses) and by `npm run deploy` (the project's web config), read by the web app before it starts Firebase.
 */
export const clientConfigSchema = z.object({
  // The Firebase console's web config; the SDK needs these four, the other keys pass through.
  firebase: z.looseObject({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().min(1),
  }),
  /**
   * The `aiApi` function's own URL (`https://<region>-<project>.cloudfunctions.net/aiApi`), called directly for
   * streamed replies, which Hosting's rewrite would buffer. Without it the chat waits for whole replies.
   */
  aiFunctionUrl: z.url().optional(),
  /**
   * The `realtime` function's own URL, where a real-time voice interview's call is made (POST /api/realtime-call):
   * its answer streams for the whole call, longer than Hosting's rewrite and the `api` function's timeout allow.
   * Without it real-time voice is not offered.
   */
  realtimeFunctionUrl: z.url().optional(),
  emulators: z
    .object({
      /** e.g. http://127.0.0.1:9099 */
      authUrl: z.url().optional(),
      firestoreHost: z.string().min(1).optional(),
      firestorePort: z.number().int().min(1).max(65_535).optional(),
    })
    .optional(),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const CLIENT_CONFIG_ERRORS = {
  invalid: 'La configuración de la aplicación (client-config.json) no es válida',
} as const;

/** The parsed configuration, or an error that names every wrong field. */
export function parseClientConfig(value: unknown): ClientConfig {
  const result = clientConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
  throw new Error(`${CLIENT_CONFIG_ERRORS.invalid}: ${fields.join('; ')}`);
}
