/**
 * What the site reads back from local storage (search history, the batch selection) is our own small format:
 * it is checked field by field where it is read, with no schema library on every page (a validation library's
 * core was 12 KiB of the search page's first download; forms keep zod, see ./zod.ts).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
