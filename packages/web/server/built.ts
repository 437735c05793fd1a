/** Replaced by `true` in the build of server/build.config.ts; undeclared when the sources run under tsx (tests). */
declare const __WENXIAN_BUILT__: boolean | undefined;

/** Whether this is the page server built ahead of time (`npm start`), not its TypeScript sources. */
export const runsBuilt = typeof __WENXIAN_BUILT__ !== 'undefined' && __WENXIAN_BUILT__ === true;
