import type { RequestHandler } from 'msw';
import { isMainlandMobile } from '@wenxian/domain';
import { PRODUCTS_PATHS as PP } from '@wenxian/api';
import { SimulatedError } from '../../errors';
import { requireAccount } from '../../session/auth';
import { collectionView, noveltyPrices, noveltyTicket, noveltyView } from '../../session/noveltyAndCollectionProof';
import { nextId, simulationState } from '../../session/state';
import { corpus } from '../corpusAndSearchEngine';
import { pageOf } from '../answerShapes';
import { route } from '../route';
import { products } from './productSession';

/** Novelty search (科技查新) and collection proof (收录证明): applications and their orders, per member. */
export const noveltyAndCollectionProofHandlers: RequestHandler[] = [
  route('post', PP.noveltyApply, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{
      projectName?: string;
      purpose?: string;
      scope?: string;
      checkpoints?: string[];
      keywords?: string[];
      contactName?: string;
      contactPhone?: string;
      email?: string;
    }>();
    const checkpoints = (form.checkpoints ?? []).map((c) => c.trim()).filter(Boolean);
    if (!form.projectName?.trim() || checkpoints.length === 0 || !form.contactName?.trim())
      throw new SimulatedError(40_050, '请填写完整的查新申请');
    if (!isMainlandMobile(form.contactPhone ?? '')) throw new SimulatedError(40_051, '请输入正确的手机号');
    const scope = form.scope === '国内' ? '国内' : '国内外';
    const record = {
      id: nextId('NS'),
      memberId: account.memberId,
      projectName: form.projectName.trim(),
      purpose: form.purpose ?? '其他',
      scope,
      checkpoints,
      keywords: form.keywords ?? [],
      contactName: form.contactName.trim(),
      contactPhone: form.contactPhone ?? '',
      ...(form.email ? { email: form.email } : {}),
      price: noveltyPrices[scope] ?? 1500,
      createdAt: simulationState().now(),
    };
    products().noveltyOrders.unshift(record);
    return noveltyView(record);
  }),
  route('post', PP.noveltyOrderList, async ({ request, body }) => {
    const account = requireAccount(request);
    return pageOf(
      products()
        .noveltyOrders.filter((o) => o.memberId === account.memberId)
        .map(noveltyView),
      await body(),
    );
  }),
  route('post', PP.noveltyOrderTicket, async ({ request, body }) => {
    const account = requireAccount(request);
    const id = (await body<{ id?: string }>()).id ?? '';
    const record = products().noveltyOrders.find((o) => o.id === id && o.memberId === account.memberId);
    if (!record) throw new SimulatedError(404, '订单不存在');
    return noveltyTicket(await corpus(), record);
  }),
  route('post', PP.collectionApply, async ({ request, body }) => {
    const account = requireAccount(request);
    const form = await body<{
      applicant?: string;
      organization?: string;
      titles?: string[];
      purpose?: string;
      contactName?: string;
      contactPhone?: string;
      email?: string;
    }>();
    const titles = (form.titles ?? []).map((t) => t.trim()).filter(Boolean);
    if (!form.applicant?.trim() || !form.organization?.trim() || titles.length === 0)
      throw new SimulatedError(40_052, '请填写完整的收录证明申请');
    if (!isMainlandMobile(form.contactPhone ?? '')) throw new SimulatedError(40_051, '请输入正确的手机号');
    const record = {
      id: nextId('SL'),
      memberId: account.memberId,
      applicant: form.applicant.trim(),
      organization: form.organization.trim(),
      purpose: form.purpose ?? '其他',
      titles,
      contactName: form.contactName ?? '',
      contactPhone: form.contactPhone ?? '',
      ...(form.email ? { email: form.email } : {}),
      createdAt: simulationState().now(),
    };
    products().collections.unshift(record);
    return collectionView(await corpus(), record);
  }),
  route('post', PP.collectionList, async ({ request, body }) => {
    const account = requireAccount(request);
    const dataset = await corpus();
    return pageOf(
      products()
        .collections.filter((c) => c.memberId === account.memberId)
        .map((c) => collectionView(dataset, c)),
      await body(),
    );
  }),
];
