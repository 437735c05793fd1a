/** Debian's Chromium (see chromium.mjs). */
export const chromiumPath: string;
/** Its flags on a closed network. */
export const chromiumArgs: string[];
