import { describe, expect, it } from 'vitest';
import { apiConfig, getSubjectRecommend, SEARCH_PATHS } from '@wenxian/api';
import { resetSimulation, scenario, signInAs } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { answerOf } from '../test/routeAnswer';

const k = (text: string) => `k=${encodeURIComponent(text)}`;

describe('the search area pages on the server', () => {
  it.each([
    '/searchhistory',
    `/journal/search?${k('学报')}`,
    '/journal/search',
    `/author/search?${k('王')}`,
    `/organization/search?${k('大学')}`,
    '/organization/search',
    `/conference/search?${k('学术会议')}`,
    `/degree/search?${k('方法')}`,
    '/degree/search',
    `/patent?${k('装置')}`,
    '/patent',
    `/standard?${k('技术规范')}&f_standardStatus=${encodeURIComponent('现行')}`,
    '/standard',
    '/keyword',
    `/keyword?${k('碳')}`,
    `/keyword?${k('王')}&mode=4`,
  ])('answers %s with its page (200)', async (path) => {
    await expect(answerOf(path)).resolves.toEqual({ status: 200, location: null });
  });

  it('sends visitors of /keyword/summarize/{subject} (members only, doc 000 §6) to login, not on to the summary', async () => {
    const { status, location } = await answerOf('/keyword/summarize/%E7%A2%B3%E4%B8%AD%E5%92%8C?x=1');
    expect(status).toBe(302);
    expect(location).toMatch(/^\/account\?serve=.*keyword%2Fsummarize/);
  });

  it('sends visitors of /keyword/{id}/summarize (members only, doc 000 §6) to login', async () => {
    const { status, location } = await answerOf('/keyword/S0001/summarize');
    expect(status).toBe(302);
    expect(location).toMatch(/^\/account\?serve=/);
  });

  it('answers a member the subject summary page on /keyword/{id}/summarize (the entities area page)', async () => {
    signInAs(apiConfig().sessionId, 'U1002');
    try {
      const [subject] = await getSubjectRecommend();
      expect(subject).toBeDefined();
      await expect(answerOf(`/keyword/${subject?.id ?? ''}/summarize`)).resolves.toEqual({
        status: 200,
        location: null,
      });
      await expect(answerOf('/keyword/NO-SUCH-SUBJECT/summarize')).resolves.toMatchObject({ status: 404 });
    } finally {
      resetSimulation();
    }
  });

  it('answers the status of a failed search: 500 for the server, 422 for a stop word', async () => {
    server.use(scenario({ method: 'post', path: SEARCH_PATHS.journalSearch }, { status: 500 }));
    await expect(answerOf(`/journal/search?${k('学报')}`)).resolves.toMatchObject({ status: 500 });
    server.use(scenario('search', { code: 70007 }));
    await expect(answerOf(`/patent?${k('的')}`)).resolves.toMatchObject({ status: 422 });
  });
});
