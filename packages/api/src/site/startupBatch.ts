import type { CurrentUser, AuthToken } from '../accounts/types';
import { getUserInfoByToken, verifyTicket, setWxOpenId } from '../accounts/session';
import type { CallOptions } from '../core';
import { getExpressionFields } from '../search/helpers';
import type { SearchFieldOption } from '../search/types';
import { syncServerTime } from './serverTime';
import { getConfigList, getDeviceCode } from './startup';
import type { ConfigGroup, DeviceCode } from './types';

/** What the site knows when it starts: a login ticket and WeChat state from the URL, if any. */
export type StartupInput = { ticket?: string; state?: string; memberId?: string };

/** Everything the start-up calls brought back; a failed call leaves its field undefined. */
export type StartupData = {
  serverTime?: number;
  token?: AuthToken;
  user?: CurrentUser;
  configs?: ConfigGroup[];
  expressionFields?: SearchFieldOption[];
  deviceCode?: DeviceCode;
};

function settled<T>(result: PromiseSettledResult<T>): T | undefined {
  return result.status === 'fulfilled' ? result.value : undefined;
}

/**
 * The start-up calls of doc 000 §7.2, in parallel and silent: server time, config list, search fields,
 * device code and, after a ticket exchange when the URL carried a ticket, the current user. With a
 * `state` as well the WeChat open id is bound; its failure is only logged by the caller (doc 000 §8).
 */
export async function loadStartupData(input: StartupInput = {}, options: CallOptions = {}): Promise<StartupData> {
  const quiet: CallOptions = { ...options, silent: true };
  const session = (async () => {
    const token = input.ticket ? await verifyTicket({ ticket: input.ticket }, quiet) : undefined;
    const user = await getUserInfoByToken(quiet);
    if (input.ticket && input.state)
      await setWxOpenId({ memberId: user.memberId, state: input.state }, quiet).catch(() => undefined);
    return { token, user };
  })();
  const [serverTime, sessionResult, configs, expressionFields, deviceCode] = await Promise.allSettled([
    syncServerTime(quiet),
    session,
    getConfigList(undefined, quiet),
    getExpressionFields(quiet),
    getDeviceCode(quiet),
  ]);
  const sessionValue = settled(sessionResult);
  return {
    serverTime: settled(serverTime),
    token: sessionValue?.token,
    user: sessionValue?.user,
    configs: settled(configs),
    expressionFields: settled(expressionFields),
    deviceCode: settled(deviceCode),
  };
}
