import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { CompiledStylesKept } from './compiledStyles';
import { serverStyleTag } from '../../src/app/serverStyles';

export type StreamPageParts = {
  /** The app tree; its styles are collected here. */
  app: ReactNode;
  /** The document up to where the shell's styles go (the end of the head's own tags). */
  head: string;
  /** From after the styles to the opening of the app's container (`</head>…<div id="root">`). */
  beforeApp: string;
  /**
   * The rest of the document, asked for once React has written its last boundary: the state the browser
   * hydrates from is complete only then (what the deferred blocks fetched included).
   */
  tail: () => Promise<string>;
  /** The CSP nonce of React's inline boundary scripts; empty for a shared page (allowed by their hashes). */
  nonce: string;
  /** The render's deadline: past it (and a short grace for error states to stream) React stops waiting. */
  deadline?: AbortSignal;
  /** Errors inside boundaries (the shell's own error rejects the promise). */
  onError?: (error: unknown) => void;
};

/**
 * How long after the deadline the pending boundaries may take to stream their error state (their calls fail
 * at once when it fires) before React gives up on them; the browser then renders those blocks itself.
 */
const DEADLINE_GRACE_MS = 1_000;

const encoder = new TextEncoder();

/**
 * React's streaming renderer: the answer starts as soon as the shell is rendered — the head
 * with the shell's styles, then the shell — and each Suspense boundary follows in its own chunk with the
 * styles its components added, written just before it (styled-components' interleaving, done per React
 * flush rather than per stream chunk: a flush always ends between whole instructions, a chunk may end inside
 * a tag). Resolves with the body once the shell is ready; rejects when the shell itself fails.
 */
export function streamPage({
  app,
  head,
  beforeApp,
  tail,
  nonce,
  deadline,
  onError,
}: StreamPageParts): Promise<ReadableStream<Uint8Array>> {
  const sheet = new ServerStyleSheet();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let abortReact = () => undefined as void;
  /** Cancelled by the reader (the visitor went away) or closed: nothing more may be written to it. */
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    // The visitor went away: nothing more is rendered for them.
    cancel: () => {
      done = true;
      abortReact();
    },
  });
  const send = (chunk: Uint8Array) => {
    if (!done) controller.enqueue(chunk);
  };
  const end = (error?: unknown) => {
    if (done) return;
    done = true;
    if (error === undefined) controller.close();
    else controller.error(error);
  };

  let written: Uint8Array[] = [];
  let started = false;
  /**
   * The styles new since the last flush (all of the shell's on the first), in a tag the browser's styled-components
   * adopts as it is (src/app/serverStyles.ts).
   */
  const newStyles = () => {
    const tag = serverStyleTag(sheet.instance.toString());
    sheet.instance.clearTag();
    return tag;
  };
  const flushWritten = () => {
    const styles = newStyles();
    const prefix = started ? styles : head + styles + beforeApp;
    started = true;
    // One chunk per flush: each chunk downstream is a compressor flush and a socket write of its own.
    send(Buffer.concat([encoder.encode(prefix), ...written]));
    written = [];
  };

  const destination = Object.assign(
    new Writable({
      write(chunk: Uint8Array, _encoding, done) {
        // A copy (React reuses its views once written), made when the flush joins them.
        written.push(chunk);
        done();
      },
      final(finished) {
        flushWritten();
        tail().then(
          (rest) => {
            sheet.seal();
            send(encoder.encode(rest));
            end();
            finished();
          },
          (error: unknown) => {
            end(error);
            finished();
          },
        );
      },
    }),
    // React calls this at the end of every flush (its Node stream config): one chunk per flush.
    { flush: flushWritten },
  );

  return new Promise((resolve, reject) => {
    let grace: NodeJS.Timeout | undefined;
    const stream = renderToPipeableStream(sheet.collectStyles(<CompiledStylesKept>{app}</CompiledStylesKept>), {
      nonce: nonce || undefined,
      // Whatever is ready with the shell is written in place: React would otherwise move a large finished
      // boundary (a page's whole main region) out of the shell into a hidden segment after it, revealed by
      // a script — content that readers without JavaScript (crawlers, the tests' own fetches) see hidden.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        stream.pipe(destination);
        resolve(body);
      },
      onShellError(error) {
        clearTimeout(grace);
        sheet.seal();
        reject(error as Error);
      },
      onError(error) {
        // Not when the visitor went away: then every pending boundary is aborted, which is no fault.
        if (!done) onError?.(error);
      },
    });
    abortReact = () => stream.abort();
    const giveUp = () => {
      grace = setTimeout(() => stream.abort(new Error('render deadline')), DEADLINE_GRACE_MS);
      grace.unref();
    };
    if (deadline?.aborted) giveUp();
    else deadline?.addEventListener('abort', giveUp, { once: true });
    destination.on('finish', () => {
      clearTimeout(grace);
      deadline?.removeEventListener('abort', giveUp);
    });
  });
}
