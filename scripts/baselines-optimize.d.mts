/** Recompresses the PNGs losslessly in place (see baselines-optimize.mjs); their total bytes before and after. */
export function optimizeBaselines(
  files: string[],
  options?: { log?: (line: string) => void },
): { before: number; after: number };
