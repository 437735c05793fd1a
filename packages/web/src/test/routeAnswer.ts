import { createStaticHandler } from 'react-router-dom';
import { makeStore } from '../store/makeStore';
import { createSiteRoutes } from '../routes/table';

/** What the server's static handler answers for an address: its status, and where a redirect goes. */
export async function answerOf(path: string): Promise<{ status: number; location: string | null }> {
  const handler = createStaticHandler(createSiteRoutes(makeStore()));
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  return context instanceof Response
    ? { status: context.status, location: context.headers.get('Location') }
    : { status: context.statusCode, location: null };
}
