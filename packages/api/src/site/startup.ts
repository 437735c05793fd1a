import { configListRequest } from '@wenxian/domain';
import { getJson, postJson, type CallOptions } from '../core';
import { SITE_PATHS } from './paths';
import type { ConfigGroup, ConfigListQuery, DeviceCode } from './types';

/** The start-up config request (doc 000 §7.2, §9: name empty, type 0, page 1, size 50), in the call's field names. */
export const STARTUP_CONFIG_QUERY: ConfigListQuery = {
  name: configListRequest.name,
  type: configListRequest.type,
  pageNum: configListRequest.page,
  pageSize: configListRequest.size,
};

/** Config groups 1..4 for the header, footer and catalogue. Start-up call: silent. */
export function getConfigList(
  query: ConfigListQuery = STARTUP_CONFIG_QUERY,
  options: CallOptions = {},
): Promise<ConfigGroup[]> {
  return postJson<ConfigGroup[]>(SITE_PATHS.configList, query, { silent: true, ...options });
}

/** Device code at start-up. Silent. */
export function getDeviceCode(options: CallOptions = {}): Promise<DeviceCode> {
  return getJson<DeviceCode>(SITE_PATHS.deviceCode, {}, { silent: true, ...options });
}
