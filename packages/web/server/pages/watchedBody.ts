/** A page's body passed on chunk by chunk, with the moment (and, when asked, the bytes) of its end. */
export type WatchedBody = {
  body: ReadableStream<Uint8Array>;
  /** Resolves once the renderer has written the last chunk (with all bytes when kept); rejects if it broke or the visitor left. */
  ended: Promise<Buffer | undefined>;
};

/**
 * Watches a streamed page: each chunk is passed on as the renderer writes it, the render's
 * slot is held until its last chunk (not until a slow visitor has read it: what waits is only the page's
 * bytes), and a shared page's bytes are kept to be stored once it has ended. A visitor who goes away stops
 * the render.
 */
export function watchBody(source: ReadableStream<Uint8Array>, { keepBytes }: { keepBytes: boolean }): WatchedBody {
  const reader = source.getReader();
  const chunks: Uint8Array[] = [];
  let cancelled = false;
  let finish!: (bytes: Buffer | undefined) => void;
  let fail!: (error: unknown) => void;
  const ended = new Promise<Buffer | undefined>((resolve, reject) => ((finish = resolve), (fail = reject)));
  // Whoever waits on it handles the failure; an unwatched one must not become an unhandled rejection.
  ended.catch(() => undefined);

  async function pump(controller: ReadableStreamDefaultController<Uint8Array>) {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (cancelled) return;
        if (done) break;
        if (keepBytes) chunks.push(value);
        controller.enqueue(value);
      }
      controller.close();
      finish(keepBytes ? Buffer.concat(chunks) : undefined);
    } catch (error) {
      if (!cancelled) controller.error(error);
      fail(error);
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start: (controller) => void pump(controller),
    async cancel(reason) {
      cancelled = true;
      fail(new Error('the visitor went away'));
      await reader.cancel(reason);
    },
  });
  return { body, ended };
}
