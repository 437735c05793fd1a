import { HttpResponse, type RequestHandler } from 'msw';
import { SITE_PATHS as P } from '@wenxian/api';
import { simulationState } from '../session/state';
import { safetyCheckImageSvg } from '../session/safetyCheckImage';
import { answerSafetyCheck, issueSafetyCheck } from '../session/safety';
import { simHash } from '../session/download';
import { corpus } from './corpusAndSearchEngine';
import { route } from './route';

/** Shell calls of doc 000 §7.2: server time, safety check, anti-bot check, signed links, error log, configs. */
export const siteHandlers: RequestHandler[] = [
  route('get', P.serverTime, () => simulationState().now(), { unlimited: true }),
  // The picture is loaded by an <img> as well as by the call layer, so it is not signed.
  route(
    'get',
    P.safetyCheckImage,
    ({ request }) =>
      new HttpResponse(safetyCheckImageSvg(issueSafetyCheck(request)), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      }),
    { unsigned: true },
  ),
  route(
    'post',
    P.safetyCheckVerify,
    async ({ request, body }) => answerSafetyCheck(request, Number((await body<{ angel?: unknown }>()).angel)),
    { unlimited: true },
  ),
  // Anti-bot check: 200 passes; the code "fail" answers 500 so stories can show 认证失败.
  route(
    'post',
    P.imageCheck,
    async ({ body }) => ({ result: (await body<{ code?: string }>()).code === 'fail' ? 500 : 200 }),
    { unlimited: true },
  ),
  // Signed links: sign must be the simulation's hash of resourceId + expireTime, and not expired.
  route('post', P.verifyUrlSign, async ({ body }) => {
    const payload = await body<{ sign?: string; resourceId?: string; expireTime?: string; titlePack?: string }>();
    const expires = Number(payload.expireTime ?? Number.POSITIVE_INFINITY);
    return (
      payload.sign === simHash(`${payload.resourceId ?? ''}${payload.expireTime ?? payload.titlePack ?? ''}`) &&
      expires > simulationState().now()
    );
  }),
  route('post', P.saveError, () => true),
  route('post', P.configList, async () =>
    (await corpus()).content.configGroups.map((group) => ({
      type: group.type,
      typeName: group.typeName,
      children: group.children.map((c, i) => ({
        id: c.id,
        name: c.name,
        value: c.url,
        link: c.url,
        image: c.image,
        sort: i + 1,
      })),
    })),
  ),
  route('get', P.configList, async () => (await corpus()).content.configGroups),
  route('get', P.deviceCode, ({ request }) => ({
    uid: simHash(request.headers.get('x-session-id') ?? 'device').slice(0, 8),
  })),
];
