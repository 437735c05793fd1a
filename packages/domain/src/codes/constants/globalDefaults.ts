/** Defaults of the global state (doc 000 §3, doc 001 §3); the chosen search type's is `defaultSearchField`. */
export const globalDefaults = {
  env: 'zs',
  authEnv: 'pro',
  appCode: 101,
  searchPageSize: 5,
} as const;

/** The start-up config list request: name empty, type 0, page 1, size 50. */
export const configListRequest = { name: '', type: 0, page: 1, size: 50 } as const;

/** Image paths starting /vip-web are served from the image host. */
export function imageUrl(path: string, imageHost: string): string {
  return path.startsWith('/vip-web') ? `${imageHost.replace(/\/+$/, '')}${path}` : path;
}
