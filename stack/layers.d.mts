export const FUNCTIONS_LAYERS: string[][];
export const DOMAIN_LAYERS: string[][];
export const WEB_FEATURES_LAYERS: string[][];
export const WEB_FEATURE_LAYERS: Record<string, string[][]>;
export function unlisted(dir: string, layers: string[][], roots: string[]): string[];
export function layerZones(
  base: string,
  layers: string[][],
  floor?: string,
): Array<{ target: string; from: string[]; message: string }>;
