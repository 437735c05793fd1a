/** The global the server writes the store into (a nonce'd inline script before the entry script). */
export const SERVER_STATE_GLOBAL = '__WENXIAN_STATE__';

/** What the server hands the browser: the store's query cache and the area of the page it rendered. */
export type ServerState = { api?: unknown; area?: string };

/** The state the server rendered with, for the browser's first render; undefined without SSR. */
export function readServerState(): ServerState | undefined {
  return (window as unknown as Record<string, ServerState | undefined>)[SERVER_STATE_GLOBAL];
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
