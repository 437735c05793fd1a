import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  authorizeAuditRecords,
  editAuditRecord,
  getAuditStateCount,
  listAuditRecords,
  removeAuditRecords,
  saveAuditRecord,
  searchConferences,
  setAuditHost,
  subAuditDetection,
  submitAuditDetection,
  submitAuditRecords,
  uploadAuditFile,
} from '@wenxian/api';
import { resetSimulation, SIM_PASSWORD } from '../index';
import { warmUp } from './warmUp';

beforeAll(warmUp, 120_000);
afterEach(() => resetSimulation());

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';
const asHolder = () => login({ account: '13800000006', password: SIM_PASSWORD });
const counts = async (conferenceId: string) =>
  Object.fromEntries((await getAuditStateCount({ conferenceId })).map((s) => [s.stateName, s.count]));

describe('conference audit flow (simulation)', () => {
  it('answers the role holder’s own conferences (mine), one organizer’s, newest first', async () => {
    await expect(searchConferences({ pageSize: 100, mine: true }, { goToLogin: false })).rejects.toMatchObject({
      code: 101,
    });
    await asHolder();
    const all = await searchConferences({ pageSize: 100 });
    const own = await searchConferences({ pageSize: 100, mine: true });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    expect(new Set(own.list.map((c) => c.organizerId)).size).toBe(1);
  });

  it('lists conferences newest first, by subject and by place', async () => {
    const all = await searchConferences({ pageSize: 100 });
    expect(all.list.map((c) => c.startDate)).toEqual([...all.list.map((c) => c.startDate)].sort().reverse());
    const first = all.list[0];
    const bySubject = await searchConferences({ disciplineId: first?.disciplineId ?? '', pageSize: 100 });
    expect(bySubject.list.length).toBeGreaterThan(0);
    expect(bySubject.list.length).toBeLessThan(all.list.length);
    expect(bySubject.list.every((c) => c.disciplineName === first?.disciplineName)).toBe(true);
    const byCity = await searchConferences({ city: first?.city ?? '', pageSize: 100 });
    expect(byCity.list.every((c) => c.city === first?.city)).toBe(true);
  });

  it('saves, uploads, submits and authorizes with a signature; the state counts follow', async () => {
    await asHolder();
    const conferenceId = (await searchConferences({ pageSize: 1 })).list[0]?.id ?? '';
    const saved = await saveAuditRecord({
      conferenceId,
      title: '面向会议论文的相似性检测方法',
      authors: ['赵会务', '李四'],
    });
    expect(saved).toMatchObject({ state: 0, stateName: '草稿' });
    expect(await counts(conferenceId)).toMatchObject({ 草稿: 1, 待授权: 0 });

    // Submitting without a file is refused with a clear message; the record stays a draft.
    await expect(submitAuditRecords({ ids: [saved.id] })).rejects.toMatchObject({ message: '请先上传论文文件' });

    const file = new File(['%PDF-1.4 paper'], '会议论文.pdf', { type: 'application/pdf' });
    const upload = await uploadAuditFile(file, { conferenceId, recordId: saved.id });
    expect(upload).toEqual({
      fileName: '会议论文.pdf',
      path: `/website/upload/conference/${saved.id}/${encodeURIComponent('会议论文.pdf')}`,
    });
    expect((await listAuditRecords({ conferenceId })).list[0]).toMatchObject({ fileName: '会议论文.pdf' });

    await submitAuditRecords({ ids: [saved.id] });
    expect(await counts(conferenceId)).toMatchObject({ 草稿: 0, 待授权: 1 });
    await expect(authorizeAuditRecords({ ids: [saved.id], authorized: true })).rejects.toMatchObject({
      message: '请先完成电子签名',
    });
    await authorizeAuditRecords({ ids: [saved.id], authorized: true, signature: SIGNATURE });
    expect(await counts(conferenceId)).toMatchObject({ 待授权: 0, 已授权: 1 });
    const [done] = (await listAuditRecords({ conferenceId, state: 4 })).list;
    expect(done).toMatchObject({ authorized: true, signature: SIGNATURE, stateName: '已授权' });
    // Nothing moves an authorized record any more.
    await expect(removeAuditRecords({ ids: [saved.id] })).rejects.toMatchObject({
      message: '当前状态“已授权”不能删除',
    });
  });

  it('runs detection: submit → detecting → detected with a similarity from the proceedings', async () => {
    await asHolder();
    const conferenceId = (await searchConferences({ pageSize: 1 })).list[0]?.id ?? '';
    const record = await saveAuditRecord({ conferenceId, title: '检测', authors: ['甲'], fileName: 'a.pdf' });
    await submitAuditDetection({ ids: [record.id] });
    expect(await counts(conferenceId)).toMatchObject({ 检测中: 1 });
    await expect(submitAuditRecords({ ids: [record.id] })).rejects.toMatchObject({
      message: '当前状态“检测中”不能提交审核',
    });
    await subAuditDetection({ ids: [record.id] });
    const [detected] = (await listAuditRecords({ conferenceId })).list;
    expect(detected?.stateName).toBe('已检测');
    expect(detected?.similarity).toBeGreaterThanOrEqual(0);
    expect(detected?.similarity).toBeLessThanOrEqual(100);
    // Editing a detected record sends it back to draft; host flag is kept.
    await setAuditHost({ id: record.id, host: true });
    const edited = await editAuditRecord({ id: record.id, conferenceId, title: '检测（修订）', authors: ['甲'] });
    expect(edited).toMatchObject({ state: 0, host: true, title: '检测（修订）', fileName: 'a.pdf' });
    await removeAuditRecords({ ids: [record.id] });
    expect((await listAuditRecords({ conferenceId })).total).toBe(0);
  });

  it('refuses bad input and users without the conference role', async () => {
    await asHolder();
    const conferenceId = (await searchConferences({ pageSize: 1 })).list[0]?.id ?? '';
    await expect(saveAuditRecord({ conferenceId, title: ' ', authors: [] })).rejects.toMatchObject({
      message: '请输入论文题名',
    });
    await expect(uploadAuditFile(new File(['x'], 'a.exe'), { conferenceId })).rejects.toMatchObject({
      message: '仅支持PDF、Word或CAJ文件',
    });
    resetSimulation();
    await login({ account: '13800000002', password: SIM_PASSWORD });
    await expect(getAuditStateCount({ conferenceId })).rejects.toMatchObject({ code: 403 });
  });
});
