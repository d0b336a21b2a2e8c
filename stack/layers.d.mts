export const FUNCTIONS_LAYERS: string[][];
export const DOMAIN_LAYERS: string[][];
export function unlisted(dir: string, layers: string[][], roots: string[]): string[];
export function layerZones(
  base: string,
  layers: string[][],
): Array<{ target: string; from: string[]; message: string }>;
