import type { RequestHandler } from 'msw';
import { RECORDS_PATHS as P, type TargetKind, type TargetRef } from '@wenxian/api';
import { requireAccount } from '../session/auth';
import { nextId, simulationState } from '../session/state';
import type { Account } from '../session/accountRecords';
import { corpus } from './corpusAndSearchEngine';
import { pageOf, toSummary } from './answerShapes';
import { route } from './route';
import { recordsOf } from '../data/lookup';

/**
 * Follows, comparisons and subscriptions are kept per account as `kind:targetId` keys; lists map
 * them back to names from the corpus so they stay consistent with the entity pages.
 */
type Kept = { id: string; targetId: string; kind: TargetKind; name: string; at: string };
type Store = 'follows' | 'comparisons' | 'subscribed';

function listOf(account: Account, store: Store): Kept[] {
  const state = simulationState();
  let byAccount = state.targets.get(account.userId);
  if (!byAccount) state.targets.set(account.userId, (byAccount = { follows: [], comparisons: [], subscribed: [] }));
  return byAccount[store];
}

function keep(account: Account, store: Store, ref: TargetRef): Kept {
  const list = listOf(account, store);
  const existing = list.find((k) => k.kind === ref.kind && k.targetId === ref.targetId);
  if (existing) return existing;
  const kept = {
    id: nextId('T'),
    targetId: ref.targetId,
    kind: ref.kind,
    name: ref.name ?? ref.targetId,
    at: new Date(simulationState().now()).toISOString(),
  };
  list.push(kept);
  if (ref.kind === 'journal' && store === 'subscribed') account.subscriptions.push(ref.targetId);
  return kept;
}

function drop(account: Account, store: Store, ref: TargetRef): boolean {
  const list = listOf(account, store);
  const index = list.findIndex((k) => k.kind === ref.kind && k.targetId === ref.targetId);
  if (index >= 0) list.splice(index, 1);
  if (store === 'subscribed') account.subscriptions = account.subscriptions.filter((id) => id !== ref.targetId);
  return index >= 0;
}

/** Personal records: search history, browse history, follows, comparisons, subscriptions, collections. */
export const recordHandlers: RequestHandler[] = [
  route('post', P.getRetrievalRecordList, async ({ request, body }) => {
    const account = requireAccount(request);
    const records = simulationState().retrievalRecords.filter((r) => r.memberId === account.memberId);
    return pageOf(
      records.map((r, i) => ({
        id: `R${i + 1}`,
        expression: r.text,
        total: r.total,
        time: new Date(r.at).toISOString(),
      })),
      await body(),
    );
  }),
  route('post', P.getBrowseRecordList, async ({ request, body }) => {
    const account = requireAccount(request);
    const dataset = await corpus();
    const records = simulationState().browseRecords.filter((r) => r.memberId === account.memberId);
    return pageOf(
      records.flatMap((r, i) =>
        recordsOf(dataset, [r.id]).map((record) => ({
          id: `B${i + 1}`,
          literature: toSummary(record),
          time: new Date(r.at).toISOString(),
        })),
      ),
      await body(),
    );
  }),
  route('post', P.saveFollow, async ({ request, body }) => {
    const ref = await body<TargetRef & { cancel?: boolean }>();
    // 取消关注: the same save with cancel (the catalogue has no unfollow call).
    if (ref.cancel) return drop(requireAccount(request), 'follows', ref);
    const kept = keep(requireAccount(request), 'follows', ref);
    return { targetId: kept.targetId, kind: kept.kind, name: kept.name, id: kept.id, followedAt: kept.at };
  }),
  route('post', P.followSelectByMemberId, ({ request }) =>
    listOf(requireAccount(request), 'follows').map((k) => ({
      targetId: k.targetId,
      kind: k.kind,
      name: k.name,
      id: k.id,
      followedAt: k.at,
    })),
  ),
  route('post', P.getFollowList, async ({ request, body }) => {
    const query = await body<{ kind?: TargetKind }>();
    return pageOf(
      listOf(requireAccount(request), 'follows')
        .filter((k) => !query.kind || k.kind === query.kind)
        .map((k) => ({ targetId: k.targetId, kind: k.kind, name: k.name, id: k.id, followedAt: k.at })),
      query,
    );
  }),
  route('post', P.saveComparison, async ({ request, body }) => {
    const kept = keep(requireAccount(request), 'comparisons', await body<TargetRef>());
    return { targetId: kept.targetId, kind: kept.kind, name: kept.name, id: kept.id, addedAt: kept.at };
  }),
  route('post', P.unComparison, async ({ request, body }) =>
    drop(requireAccount(request), 'comparisons', await body<TargetRef>()),
  ),
  route('post', P.comparisonSelectByMemberId, ({ request }) =>
    listOf(requireAccount(request), 'comparisons').map((k) => ({
      targetId: k.targetId,
      kind: k.kind,
      name: k.name,
      id: k.id,
      addedAt: k.at,
    })),
  ),
  route('post', P.getComparisonList, async ({ request, body }) => {
    const query = await body<{ kind?: TargetKind }>();
    return pageOf(
      listOf(requireAccount(request), 'comparisons')
        .filter((k) => !query.kind || k.kind === query.kind)
        .map((k) => ({ targetId: k.targetId, kind: k.kind, name: k.name, id: k.id, addedAt: k.at })),
      query,
    );
  }),
  route('post', P.saveSubscribe, async ({ request, body }) => {
    const account = requireAccount(request);
    const kept = keep(account, 'subscribed', await body<TargetRef>());
    return {
      targetId: kept.targetId,
      kind: kept.kind,
      name: kept.name,
      id: kept.id,
      sort: listOf(account, 'subscribed').indexOf(kept) + 1,
      unread: 0,
    };
  }),
  route('post', P.unsubscribe, async ({ request, body }) =>
    drop(requireAccount(request), 'subscribed', await body<TargetRef>()),
  ),
  route('post', P.getSubscribeList, async ({ request, body }) => {
    const query = await body<{ kind?: TargetKind }>();
    const list = listOf(requireAccount(request), 'subscribed');
    return pageOf(
      list
        .filter((k) => !query.kind || k.kind === query.kind)
        .map((k, i) => ({ targetId: k.targetId, kind: k.kind, name: k.name, id: k.id, sort: i + 1, unread: 0 })),
      query,
    );
  }),
  route('post', P.dragSort, async ({ request, body }) => {
    const list = listOf(requireAccount(request), 'subscribed');
    const { ids = [] } = await body<{ ids?: string[] }>();
    list.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return true;
  }),
  route('post', P.savePeriodicalCollection, async ({ request, body }) => {
    const account = requireAccount(request);
    const { journalId = '', cancel } = await body<{ journalId?: string; cancel?: boolean }>();
    if (cancel) return account.collections.delete(journalId);
    const journal = (await corpus()).journalById.get(journalId);
    account.collections.add(journalId);
    return {
      id: `PC-${journalId}`,
      journalId,
      name: journal?.name ?? '',
      indexTags: journal?.indexTags ?? [],
      collectedAt: new Date(simulationState().now()).toISOString(),
    };
  }),
  route('post', P.getPeriodicalCollectionList, async ({ request, body }) => {
    const account = requireAccount(request);
    const query = await body<{ tag?: string }>();
    const dataset = await corpus();
    const journals = [...account.collections]
      .map((id) => dataset.journalById.get(id))
      .filter((j) => j !== undefined)
      .filter((j) => !query.tag || j.indexTags.includes(query.tag));
    return pageOf(
      journals.map((j) => ({
        id: `PC-${j.id}`,
        journalId: j.id,
        name: j.name,
        indexTags: j.indexTags,
        collectedAt: '',
      })),
      query,
    );
  }),
  route('post', P.saveConfirm, ({ request }) => {
    requireAccount(request).isConfirm = true;
    return true;
  }),
  route('post', P.uploadLicense, () => ({ path: '/vip-web/upload/license.png' })),
  route('post', P.addSe, async ({ request, body }) => {
    const account = requireAccount(request);
    const saved = { ...(await body<{ name: string; expression: string; push: boolean }>()), id: nextId('SE') };
    simulationState().savedSearches.push({ ...saved, memberId: account.memberId });
    return saved;
  }),
  route('post', P.updateSe, async ({ request, body }) => {
    requireAccount(request);
    const update = await body<{ id: string; name: string; expression: string; push: boolean }>();
    const saved = simulationState().savedSearches.find((s) => s.id === update.id);
    if (saved) Object.assign(saved, update);
    return update;
  }),
  route('post', P.getSeList, async ({ request, body }) => {
    const account = requireAccount(request);
    return pageOf(
      simulationState()
        .savedSearches.filter((s) => s.memberId === account.memberId)
        .map(({ memberId: _m, ...s }) => s),
      await body(),
    );
  }),
  route('post', P.pushRetrieval, async ({ request, body }) => {
    requireAccount(request);
    const { id, push } = await body<{ id?: string; push?: boolean }>();
    const saved = simulationState().savedSearches.find((s) => s.id === id);
    if (saved) saved.push = Boolean(push);
    return true;
  }),
  route('post', P.hobbyGetByMemberId, ({ request }) => (requireAccount(request), { classIds: [], words: [] })),
  route('post', P.setHobby, ({ request }) => Boolean(requireAccount(request))),
];
