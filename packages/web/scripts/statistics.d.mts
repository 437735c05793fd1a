// Types of statistics.mjs for the TypeScript scripts (loadtest.ts, measure-first-byte.ts).
export declare function median(values: readonly number[]): number;
export declare function spread(values: readonly number[]): { median: number; min: number; max: number };
