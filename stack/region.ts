/**
 * Issue 34: one region for every function (the functions' CLARA_REGION param) and for Hosting's rewrites to them.
 * firebase.json is static JSON with the default; `npm run deploy` with CLARA_REGION set deploys a copy whose
 * rewrites name that region, and writes the same value as the functions' param, so the two cannot point apart.
 */
export const DEFAULT_REGION = 'us-central1';
/** The regions a Cloud Function (2nd gen) runs in look like this; a typo fails before anything is deployed. */
const REGION = /^[a-z]+-[a-z]+\d+$/;

export function deployRegion(value: string | undefined): string {
  const region = value?.trim() || DEFAULT_REGION;
  if (!REGION.test(region)) throw new Error(`CLARA_REGION no es una región de Cloud Functions: «${region}».`);
  return region;
}

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

/** firebase.json with every rewrite to a function pointed at `region`. */
export function withRegion<T extends { hosting: { rewrites: Rewrite[] } }>(config: T, region: string): T {
  return {
    ...config,
    hosting: {
      ...config.hosting,
      rewrites: config.hosting.rewrites.map((rewrite) =>
        rewrite.function ? { ...rewrite, function: { ...rewrite.function, region } } : rewrite,
      ),
    },
  };
}

/** A functions `.env` file's text with `CLARA_REGION` set to `region` (other lines kept). */
export function envWithRegion(text: string, region: string): string {
  const lines = text.split('\n').filter((line) => line !== '' && !line.startsWith('CLARA_REGION='));
  return [...lines, `CLARA_REGION=${region}`, ''].join('\n');
}

/** A function's own URL once deployed. */
export const deployedFunctionUrl = (region: string, projectId: string, name: string) =>
  `https://${region}-${projectId}.cloudfunctions.net/${name}`;
