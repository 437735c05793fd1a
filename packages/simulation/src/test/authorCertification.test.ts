import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBasicInfo, login, saveMemberBasicInfo } from '@wenxian/api';
import { getDataset } from '../data/dataset';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

describe('作者认证 and 作者中心 (simulation)', () => {
  it('keeps what the member stated: 作者中心 shows the name, organisation and title typed in 作者认证', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const memberId = 'M1002';
    expect(await getMemberBasicInfo({})).toBeNull();
    await saveMemberBasicInfo({ memberId, realName: ' 周明远 ', organName: '清华大学', title: '讲师' });
    expect(await getMemberBasicInfo({})).toEqual({
      memberId,
      realName: '周明远',
      organName: '清华大学',
      title: '讲师',
    });
  });

  it('refuses a certification without name or organisation with the form’s message', async () => {
    await login({ account: '13800000002', password: SIM_PASSWORD });
    const memberId = 'M1002';
    await expect(saveMemberBasicInfo({ memberId, realName: '周明远', organName: ' ' })).rejects.toMatchObject({
      message: '请输入所在机构',
    });
    expect(await getMemberBasicInfo({})).toBeNull();
  });

  it('gives the seeded confirmed author the organisation of its author record, not a blank', async () => {
    await login({ account: '13800000007', password: SIM_PASSWORD });
    const dataset = getDataset();
    const author = dataset.authorById.get('A000001');
    const organ = author ? dataset.organizationById.get(author.organId)?.name : undefined;
    expect(organ).toBeTruthy();
    expect((await getMemberBasicInfo({}))?.organName).toBe(organ);
  });
});
