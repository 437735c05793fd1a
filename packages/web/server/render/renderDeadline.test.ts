import { describe, expect, it } from 'vitest';
import { messages } from '@wenxian/domain';
import { createRenderer } from './entry-server';
import { PAGE_TEMPLATE } from '../test/pageTemplate';

/** A backend that accepts every call and never answers (a stalled upstream). */
const stalled = () => new Promise<Response>(() => undefined);

describe('the real renderer under its deadline', () => {
  it('renders the search page with its error state when the backend stalls, by its deadline', async () => {
    const render = createRenderer({ template: PAGE_TEMPLATE, backend: stalled });
    // The backend never answers: a page that comes at all was ended by its deadline.
    const response = await render(new Request('http://localhost/search?k=%E6%9C%BA%E5%99%A8%E5%AD%A6%E4%B9%A0'), {
      nonce: '',
      signal: AbortSignal.timeout(300),
    });
    const html = await response.text();
    // The search page's own failure state inside the page (its box stays), with the status it deserves.
    // The backend did not answer in time: a gateway timeout, asked to come back later.
    expect(response.status).toBe(504);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(html).toContain(messages.errorPage.networkError);
    expect(html).toContain('机器学习');
  });
});
