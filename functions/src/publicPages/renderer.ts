import type { PublicPagesRenderer } from '@clara/domain';

/**
 * Issue 34: the job and careers pages' markup comes from the web's own components, rendered by the web's server
 * bundle (web/src/publicPagesServer.tsx, React inside), which functions/build.mjs copies into lib/web/. Loaded on
 * the first public page an instance serves, not at its start: the other functions share this package and do not
 * pay for React. Loaded once per instance.
 */
let renderer: Promise<PublicPagesRenderer> | undefined;

export function publicPagesRenderer(): Promise<PublicPagesRenderer> {
  renderer ??= (
    import(new URL('./web/publicPagesServer.js', import.meta.url).href) as Promise<PublicPagesRenderer>
  ).catch((error: unknown) => {
    renderer = undefined;
    throw new Error(
      `The public pages' renderer is missing from the functions package (build web, then functions): ${String(error)}`,
    );
  });
  return renderer;
}
