import { messages } from '@wenxian/domain';

/** The server's own answers on API paths use the backend's envelope, so the call layer reads them alike. */
export function envelope(status: number, message: string): Response {
  return Response.json({ code: status, data: null, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const badRequest = () => envelope(400, messages.errorPage.genericTitle);
export const notFound = () => envelope(404, messages.errorPage.notFoundTitle);
export const tooLarge = ({
  close = false,
  message = messages.errorPage.genericTitle,
}: { close?: boolean; message?: string } = {}) => {
  const answer = envelope(413, message);
  if (close) answer.headers.set('connection', 'close');
  return answer;
};
export const badGateway = () => envelope(502, messages.errorPage.networkError);
export const gatewayTimeout = () => envelope(504, messages.errorPage.networkError);
export const blocked = () => envelope(403, messages.errorPage.genericTitle);
export const serverError = () => envelope(500, messages.errorPage.genericTitle);

/** nginx's status for a request the client closed before its answer: logged, never sent. */
export const CLIENT_CLOSED = 499;
