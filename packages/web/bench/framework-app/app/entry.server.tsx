/**
 * The framework's default Node renderer without its bot detection (`isbot`, which the default would add to the
 * package's dependencies): the shell is streamed as soon as it is ready, aborted after the stream deadline.
 */
import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        const body = new PassThrough({ final: (done) => (clearTimeout(deadline), done()) });
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError() {
        responseStatusCode = 500;
      },
    });
    const deadline = setTimeout(abort, streamTimeout + 1000);
  });
}
