import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages, pageLabels, shellLabels } from '@wenxian/domain';

/**
 * The page a browser shows for a request Node refuses before the site sees it: a request target or headers past
 * its 16 KB bound (a search pasted whole into the address). Still 431, as HTTP says, but in the site's words with
 * a way home instead of an empty answer; small, self-contained (no script, no style file) and never kept.
 */
function headersTooLargePage(): string {
  const title = `${messages.errorPage.genericTitle}${pageLabels.seo.titleSuffix}`;
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body style="font-family:sans-serif;text-align:center;padding:64px 16px">` +
    `<h1 style="font-size:20px;font-weight:normal">${messages.errorPage.genericTitle}</h1>` +
    `<p><a href="/">${shellLabels.errorPage.backHome}</a></p></body></html>`;
  const body = Buffer.from(html, 'utf8');
  return (
    `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\n` +
    `Content-Length: ${body.length}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
    `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'\r\nConnection: close\r\n\r\n${html}`
  );
}

/** Node's own answers for the other requests it cannot parse (a listener replaces them all). */
const plainAnswers: Record<string, string> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Answers requests Node's parser refuses: an oversized head with the site's page (above); anything else as Node
 * would (400, or 408/413 for its own cases), and a connection already reset or mid-answer is only closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const midAnswer = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || midAnswer) return void socket.destroy();
    if (error.code === 'HPE_HEADER_OVERFLOW') return void socket.end(headersTooLargePage());
    const status = plainAnswers[error.code ?? ''] ?? '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
}
