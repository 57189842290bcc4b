export type Stream = {
  headers: Headers;
  /** The next `data:` the stream sends, within `ms` (undefined if none came). */
  next: (ms?: number) => Promise<string | undefined>;
  /** Everything the stream sent so far, as text. */
  text: () => string;
  close: () => void;
};

/**
 * Follows a page's live stream (docs/pages.md, "The live bracket") as the browser's EventSource
 * does, reading its events as they come; for the tests and the bench alike (no Vitest here).
 *
 *   const stream = await followLive(`${url}/begivenheder/${slug}/live`);
 *   const tag = await stream.next(); // the saving shown now
 */
export async function followLive(url: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    signal: abort.signal,
    headers: { accept: "text/event-stream", "accept-encoding": "br, gzip" },
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let all = "";
  let read = 0;
  const data: string[] = [];
  /** The `next()` waiting for an event, if one is. */
  let waiting: (() => void) | undefined;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      all += decoder.decode(chunk.value, { stream: true });
      for (let end = all.indexOf("\n\n", read); end >= 0; end = all.indexOf("\n\n", read)) {
        const event = all.slice(read, end);
        read = end + 2;
        const line = event.split("\n").find((each) => each.startsWith("data: "));
        if (line !== undefined) data.push(line.slice("data: ".length));
      }
      waiting?.();
    }
  })();
  return {
    headers: response.headers,
    next: (ms = 2_000) =>
      new Promise((done) => {
        if (data.length) return done(data.shift());
        // An event that comes while no one waits stays in `data` for the next call.
        const timer = setTimeout(() => {
          waiting = undefined;
          done(undefined);
        }, ms);
        waiting = () => {
          if (!data.length) return;
          clearTimeout(timer);
          waiting = undefined;
          done(data.shift());
        };
      }),
    text: () => all,
    close: () => abort.abort(),
  };
}
