import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Gives memory back once a burst of requests is over. V8 grows its heap to absorb the garbage of
 * a busy period and then keeps it, with its freed pages still resident: its own memory reducer
 * waits for a low allocation rate that it only measures while collecting, which an idle server
 * never does. So when the server has had no request for `idleMs` after some, and its resident
 * memory has grown by `growthBytes` since the last time, one memory-reducing collection runs
 * (V8's "last resort" kind: full collections until nothing more is freed, then the unused pages
 * and most of the young generation are handed back to the system). It takes some tens of
 * milliseconds, and only ever starts when no request has arrived for `idleMs`.
 */

type Options = {
  idleMs?: number;
  growthBytes?: number;
  /** The collection; a memory-reducing full GC unless a test gives its own. */
  collect?: () => void;
  /** Resident memory in bytes. */
  rss?: () => number;
};

/** V8's gc() without `--expose-gc` on the command line: a context made while the flag is on has it. */
export function memoryReducingGc(): () => void {
  const exposed = globalThis.gc;
  if (exposed) return () => exposed({ type: "major", flavor: "last-resort" });
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as NonNullable<typeof globalThis.gc>;
  setFlagsFromString("--no-expose-gc");
  return () => gc({ type: "major", flavor: "last-resort" });
}

export function startIdleCollector(options: Options = {}) {
  const {
    idleMs = 2_000,
    growthBytes = 4 * 1024 * 1024,
    collect = memoryReducingGc(),
    rss = () => process.memoryUsage.rss(),
  } = options;
  let lastRequest = performance.now();
  // Start-up leaves garbage of its own: the first quiet moment collects it.
  let busy = true;
  let afterLastCollection = 0;

  const timer = setInterval(
    () => {
      if (!busy || performance.now() - lastRequest < idleMs) return;
      busy = false;
      if (rss() - afterLastCollection < growthBytes) return;
      collect();
      afterLastCollection = rss();
    },
    Math.max(100, idleMs / 4),
  );
  timer.unref();

  return {
    /** Called for every request. */
    touch: () => {
      lastRequest = performance.now();
      busy = true;
    },
    stop: () => clearInterval(timer),
  };
}
