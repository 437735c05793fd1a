import { describe, expect, it } from 'vitest';
import { createStaticHandler } from 'react-router-dom';
import { messages } from '@wenxian/domain';
import { scenario } from '@wenxian/simulation';
import { server } from '@wenxian/simulation/node';
import { makeStore } from '../store/makeStore';
import { headOfMatches } from '../features/site/pageHead';
import { createSiteRoutes } from './table';

/** The head the server writes for an address: from the loaders' data, as entry-server does. */
async function headOf(path: string) {
  const handler = createStaticHandler(createSiteRoutes(makeStore()));
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  if (context instanceof Response) throw new Error(`a redirect: ${context.status}`);
  const matches = context.matches.map((match) => ({ data: context.loaderData[match.route.id] }));
  return { status: context.statusCode, head: headOfMatches(matches, context.errors, '/search') };
}

describe('the safety check page’s head', () => {
  it('is titled 安全验证 when a call of the page meets code 20, not after the search asked for', async () => {
    server.use(scenario('search', { code: 20 }));
    const { status, head } = await headOf('/search?k=%E6%9C%BA%E5%99%A8');
    expect(status).toBe(429);
    expect(head.title).toContain(messages.safetyCheck.title);
    expect(head.title).not.toContain('机器');
    expect(head.noindex).toBe(true);
  });

  it('keeps the search’s own title when the search answers', async () => {
    const { status, head } = await headOf('/search?k=%E6%9C%BA%E5%99%A8');
    expect(status).toBe(200);
    expect(head.title).toContain('机器');
  });
});
