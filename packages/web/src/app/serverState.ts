/** The global the server writes the store into (a nonce'd inline script before the entry script). */
export const SERVER_STATE_GLOBAL = '__WENXIAN_STATE__';

/** The store state the server rendered with, for the browser's first render; undefined without SSR. */
export function readServerState(): { api?: unknown } | undefined {
  return (window as unknown as Record<string, { api?: unknown } | undefined>)[SERVER_STATE_GLOBAL];
}

/** JSON safe inside a <script>: no `</script>`, no HTML comment, no line separators that end JS strings. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
