import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedEnvelope } from '../../test/recorder';
import { defineGet, definePost } from './define';
import { resetCallLayer } from '../reset';

afterEach(() => resetCallLayer());

describe('defined catalogue calls', () => {
  it('POST sends the payload ({} when left out) and merges default options under per-call ones', async () => {
    const notifyError = vi.fn();
    resetCallLayer({ notifyError });
    const seen = scriptedEnvelope('post', '/probe', () => ({ code: 500, message: 'm' }));
    const quiet = definePost<{ pageNum?: number }, number>('/probe', { silent: true });
    await expect(quiet()).rejects.toMatchObject({ code: 500 });
    await expect(quiet({ pageNum: 2 }, { silent: false })).rejects.toMatchObject({ code: 500 });
    expect(seen.map((r) => JSON.parse(r.body))).toEqual([{}, { pageNum: 2 }]);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });
  it('GET sends the payload as query parameters', async () => {
    const seen = scriptedEnvelope('get', '/probe', () => ({ code: 200, data: 3 }));
    const call = defineGet<{ content: string; ids: number[] }, number>('/probe');
    await expect(call({ content: '文献', ids: [1, 2] })).resolves.toBe(3);
    expect(seen[0]?.url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(seen[0]?.url.searchParams.get('content')).toBe('文献');
  });
});
