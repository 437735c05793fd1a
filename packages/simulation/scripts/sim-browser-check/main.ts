/**
 * Runs in Chromium behind the MSW service worker, as Storybook and the local site do: the same
 * `handlers`, the real call layer, SSE through the worker. scripts/sim-browser-check.mjs drives it.
 */
import { setupWorker } from 'msw/browser';
import {
  apiConfig,
  login,
  createConversation,
  streamConversationMessage,
  fetchDownloadFile,
  requestDownload,
  getLiterature,
  search,
  searchAggs,
  verifySafetyCheckAngle,
  getSafetyCheckImage,
} from '@wenxian/api';
import { safetyCheckAngleOf, configureSimulation, handlers, scenario, SIM_PASSWORD } from '../../src';

const worker = setupWorker(...handlers);

async function check(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const firstSearch = performance.now();
  const result = await search({ conditions: [{ searchField: 'U', content: '深度学习' }], pageSize: 10 });
  out.firstSearchMs = Math.round(performance.now() - firstSearch);
  out.searchTotal = result.total;
  out.highlighted = result.list.some((item) => item.highlightTitle?.includes('<em>'));
  const facets = await searchAggs({ conditions: [{ searchField: 'U', content: '深度学习' }] });
  out.typeFacetSum = facets.find((f) => f.code === 'type')?.items.reduce((s, i) => s + i.count, 0);

  const { token } = await login({ account: '13800000002', password: SIM_PASSWORD });
  // As the site keeps it: the simulation reads the cookie through MSW (POST bodies must survive that).
  document.cookie = `token=${token}; path=/`;
  const paid = result.list.find((item) => !item.isOA) ?? result.list[0];
  if (!paid) throw new Error('no result');
  out.detailTitleMatches = (await getLiterature(paid.id, paid.type)).title === paid.title;
  const confirm = await requestDownload({ ids: [paid.id], types: [paid.type] });
  out.confirmLimitType = typeof confirm === 'object' && 'limitType' in confirm ? confirm.limitType : null;
  const link = await requestDownload({ ids: [paid.id], types: [paid.type], confirmed: true });
  const file = await fetchDownloadFile(String(link));
  out.pdf = (await file.blob.text()).startsWith('%PDF');

  const image = await getSafetyCheckImage();
  out.safetyCheckImageType = image.contentType;
  out.safetyCheckPassed = await verifySafetyCheckAngle({
    angel: 360 - (safetyCheckAngleOf(apiConfig().sessionId) ?? 0),
  });

  configureSimulation({ streamCharMs: 5 });
  const conversation = await createConversation({});
  const started = performance.now();
  let deltas = 0;
  let references = 0;
  let firstDeltaMs = 0;
  for await (const chunk of streamConversationMessage(conversation.id, { content: '数字经济' })) {
    if (chunk.type === 'delta') {
      deltas += 1;
      if (deltas === 1) firstDeltaMs = performance.now() - started;
    }
    if (chunk.type === 'references') references = chunk.references.length;
  }
  out.streamDeltas = deltas;
  out.streamReferences = references;
  out.streamMs = Math.round(performance.now() - started);
  out.firstDeltaMs = Math.round(firstDeltaMs);

  worker.use(scenario('search', { code: 70007 }));
  try {
    await search({ conditions: [{ searchField: 'U', content: '深度学习' }] });
    out.scenario = 'no error';
  } catch (error) {
    out.scenario = (error as { code?: number }).code;
  }
  worker.resetHandlers();
  return out;
}

await worker.start({ quiet: true, serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'error' });
(globalThis as { __check?: typeof check }).__check = check;
