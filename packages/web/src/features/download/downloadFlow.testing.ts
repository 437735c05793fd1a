import { beforeAll, expect } from 'vitest';
import { apiConfig, search, type LiteratureSummary } from '@wenxian/api';
import { signInAs } from '@wenxian/simulation';
import { findLiteratureType } from '@wenxian/domain';
import { makeStore } from '../../store/makeStore';
import { recordReceivedRequests, type ReceivedRequest } from '../../test/receivedRequests';
import { createDownloadFlow, type DownloadEffects } from './downloadFlow';
import type { DownloadItem } from './downloadRequest';

export const PAGE_URL = 'http://localhost:3000/search?k=%E7%A0%94%E7%A9%B6';

/** Fake page effects that remember what the flow asked of the browser. */
function fakePage() {
  const seen = {
    saved: [] as { blob: Blob; fileName: string }[],
    opened: [] as string[],
    pending: [] as { loaded: string | null; closed: boolean }[],
    navigated: [] as string[],
    scheduled: [] as { run: () => void; delayMs: number }[],
    errors: [] as string[],
  };
  const effects: DownloadEffects = {
    saveFile: (blob, fileName) => void seen.saved.push({ blob, fileName }),
    openWindow: (url) => (seen.opened.push(url), true),
    openPendingWindow: () => {
      const entry = { loaded: null as string | null, closed: false };
      seen.pending.push(entry);
      return { load: (url) => void (entry.loaded = url), close: () => void (entry.closed = true) };
    },
    navigate: (href) => void seen.navigated.push(href),
    currentUrl: () => PAGE_URL,
    siteOrigin: () => 'http://localhost:3000',
    schedule: (run, delayMs) => void seen.scheduled.push({ run, delayMs }),
    logError: (message) => void seen.errors.push(message),
  };
  return { seen, effects };
}

export function setup(userId?: string) {
  if (userId) signInAs(apiConfig().sessionId, userId);
  const store = makeStore();
  const page = fakePage();
  return { store, ...page, flow: createDownloadFlow(store, page.effects) };
}

const toItem = (hit: LiteratureSummary): DownloadItem => {
  const type = findLiteratureType(hit.type)?.code;
  if (type === undefined) throw new Error(`unknown type ${hit.type}`);
  return { id: hit.id, type, ...(hit.isOA ? { isOa: true } : {}) };
};

/** Every request the simulated server receives during a test, with its JSON body. */
export const requests: ReceivedRequest[] = [];

/**
 * Registers the fixture's hooks in the calling test file: each test's requests are recorded, and the first search
 * fills the paid and open-access items the tests download.
 */
export function registerDownloadFixture() {
  recordReceivedRequests(requests);
  beforeAll(async () => {
    const found = await search({ conditions: [{ searchField: 'U', content: '研究' }], type: 1, pageSize: 60 });
    paid.splice(0, paid.length, ...found.list.filter((hit) => !hit.isOA).map(toItem));
    openAccess.splice(0, openAccess.length, ...found.list.filter((hit) => hit.isOA).map(toItem));
    expect(paid.length).toBeGreaterThan(3);
    expect(openAccess.length).toBeGreaterThan(0);
  });
}

/** Paid and open-access journal articles of the simulated corpus, found once per test file. */
export const paid: DownloadItem[] = [];
export const openAccess: DownloadItem[] = [];
export const firstPaid = () => paid[0] as DownloadItem;
