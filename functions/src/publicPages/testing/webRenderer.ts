import type { PublicPagesRenderer } from '@clara/domain';

/**
 * For unit tests: the web's server renderer of the public pages as `npm run build` leaves it (web/dist-server/), the
 * bundle functions/build.mjs copies into the functions package, so a test asserts the markup the function serves.
 */
export async function builtWebRenderer(): Promise<PublicPagesRenderer> {
  const bundle = new URL('../../../../web/dist-server/publicPagesServer.js', import.meta.url);
  try {
    return (await import(bundle.href)) as PublicPagesRenderer;
  } catch (error) {
    throw new Error(`Build the web app first (npm run build -w web): ${String(error)}`, { cause: error });
  }
}

/** HTML without its comments: React separates adjacent texts with `<!-- -->`, which no reader sees. */
export const withoutComments = (html: string): string => html.replace(/<!--[\s\S]*?-->/g, '');
