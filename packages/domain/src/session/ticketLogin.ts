import { buildQuery, parseQuery, sameOriginPath } from '../url/queryString';

export interface TicketLogin {
  ticket: string;
  /** Present when a wechat open id is to be bound to the account. */
  state: string | null;
  /** Where to 302 after the exchange: the same URL without ticket and state, always a path of this site. */
  cleanUrl: string;
}

/** Login via a ticket query (doc 000 §4.6): read ticket and state, and the URL without them. */
export function readTicketLogin(pathname: string, search: string): TicketLogin | null {
  const query = parseQuery(search);
  if (!query.ticket) return null;
  const rest = Object.entries(query).filter(([key]) => key !== 'ticket' && key !== 'state');
  return {
    ticket: query.ticket,
    state: query.state || null,
    cleanUrl: `${sameOriginPath(pathname)}${buildQuery(rest)}`,
  };
}
