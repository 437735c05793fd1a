import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  auditStates,
  auditTransitions,
  availableAuditActions,
  nextAuditState,
  parseAuthors,
  validateAuditInput,
  type AuditAction,
} from './auditFlow';

describe('conference audit flow', () => {
  it('names five states, numbered 0–4', () => {
    expect(auditStates.map((s) => `${s.state}${s.stateName}`)).toEqual([
      '0草稿',
      '1检测中',
      '2已检测',
      '3待授权',
      '4已授权',
    ]);
  });

  it('walks draft → detection → detected → submitted → authorized', () => {
    const file = { fileName: 'a.pdf' };
    let state = 0;
    for (const [action, expected] of [
      ['submitDetection', 1],
      ['subDetection', 2],
      ['submit', 3],
      ['authorize', 4],
    ] as const) {
      const next = nextAuditState(action, state, file);
      expect(next).toEqual({ ok: true, state: expected });
      if (next.ok) state = next.state;
    }
  });

  it('submits a draft straight for audit when it has a file, refuses without one', () => {
    expect(nextAuditState('submit', 0, { fileName: 'x.pdf' })).toEqual({ ok: true, state: 3 });
    expect(nextAuditState('submit', 0)).toEqual({ ok: false, message: '请先上传论文文件' });
  });

  it('refuses actions a state does not allow, naming the state', () => {
    expect(nextAuditState('authorize', 0, { fileName: 'x' })).toEqual({ ok: false, message: '当前状态“草稿”不能授权' });
    expect(nextAuditState('remove', 4)).toEqual({ ok: false, message: '当前状态“已授权”不能删除' });
    expect(availableAuditActions(4)).toEqual([]);
    expect(availableAuditActions(3)).toEqual(['authorize']);
  });

  it('every allowed transition leads to a named state; nothing leaves 已授权', () => {
    const actions = Object.keys(auditTransitions) as AuditAction[];
    fc.assert(
      fc.property(fc.constantFrom(...actions), fc.integer({ min: -1, max: 6 }), (action, state) => {
        const next = nextAuditState(action, state, { fileName: 'f' });
        if (state === 4 || state < 0 || state > 4) expect(next.ok).toBe(false);
        if (next.ok) expect(auditStates.some((s) => s.state === next.state)).toBe(true);
      }),
    );
  });

  it('validates input and splits authors on Chinese and Latin separators', () => {
    expect(validateAuditInput({ title: ' ', authors: [] })).toEqual({ title: '请输入论文题名', authors: '请输入作者' });
    expect(validateAuditInput({ title: '题名', authors: ['张三'] })).toEqual({});
    expect(parseAuthors('张三，李四; 王五、 赵六,')).toEqual(['张三', '李四', '王五', '赵六']);
  });
});
