import { href } from 'react-router';

/*
 * Checked by the typecheck, never run: `href` is typed by the route table (sitePages.ts). If a line below stops
 * being an error, the table no longer types the site's links.
 */

// @ts-expect-error -- a pattern the route table does not have
href('/no/such/page');

// @ts-expect-error -- a required param missing
href('/author/:id');

// @ts-expect-error -- a param the pattern does not have
href('/author/:id', { id: '1', year: '2020' });

href('/author/:id', { id: '1' });
href('/quote/author/:id?');
href('/QK/:vip/:b/:id.html', { vip: 'a', b: 'b', id: '1' });
