import { createApp, type AppOptions } from '../app';
import { createRenderer, type Backend } from '../render/entry-server';
import { MAX_DEADLINE_MS } from '../pages/pageRoute';
import { PAGE_TEMPLATE } from './pageTemplate';

/**
 * The page server over `backend`, rendering on the test template, without an access log, and with the longest
 * render deadline the server allows, so that a loaded machine's render is not cut short.
 */
export function renderingApp(backend: Backend, options: Partial<AppOptions> = {}) {
  return createApp({
    backend,
    render: createRenderer({ template: PAGE_TEMPLATE, backend }),
    accessLog: false,
    rendering: { deadlineMs: MAX_DEADLINE_MS },
    ...options,
  });
}
