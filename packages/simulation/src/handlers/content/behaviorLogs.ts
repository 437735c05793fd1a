import type { RequestHandler } from 'msw';
import { messages } from '@wenxian/domain';
import { BEHAVIOR_LOG_PATHS as BP } from '@wenxian/api';
import { SimulatedError } from '../../errors';
import { accountOf } from '../../session/auth';
import { simulationState } from '../../session/state';
import { route } from '../route';

/**
 * Behaviour logs are kept (the personal centre's 检索记录 reads the search records). A batch holds at most
 * 10 events (doc 001 §7); a larger one is refused, as a sender that ignores the batching rule would be.
 */
export const behaviorLogHandlers: RequestHandler[] = [
  route('post', BP.addRecord, async ({ request, body }) => {
    const events = await body<{ action?: string; target?: string; time?: number }[]>();
    if (!Array.isArray(events) || events.length > 10) throw new SimulatedError(40_000, messages.errorPage.networkError);
    const memberId = accountOf(request)?.memberId ?? '';
    for (const e of events)
      simulationState().behaviorEvents.push({
        memberId,
        action: String(e.action ?? ''),
        target: String(e.target ?? ''),
        time: Number(e.time ?? simulationState().now()),
      });
    return true;
  }),
  ...[BP.addDownloadRecord, BP.addDownloadRecordList].map((path) => route('post', path, () => true)),
  route('post', BP.addWeResearchRecord, async ({ request, body }) => {
    const account = accountOf(request);
    const record = await body<{ conversationId?: string; question?: string }>();
    if (account)
      simulationState().weResearchRecords.push({
        memberId: account.memberId,
        conversationId: String(record.conversationId ?? ''),
        question: String(record.question ?? ''),
        at: simulationState().now(),
      });
    return true;
  }),
  route('post', BP.addSearchRecord, async ({ request, body }) => {
    const account = accountOf(request);
    const record = await body<{ expression?: string; total?: number }>();
    if (account)
      simulationState().retrievalRecords.unshift({
        memberId: account.memberId,
        text: record.expression ?? '',
        total: Number(record.total ?? 0),
        at: simulationState().now(),
      });
    return true;
  }),
];
