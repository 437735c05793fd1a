// Debian's Chromium and the flags it needs on a closed network (shared/design/TOOLCHAIN.md): one list for the
// story tests, the e2e journeys and the measuring scripts.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
