import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";

/** A start that cannot listen fails with one sentence saying what to change. */
const reasons: Record<string, (port: number, hostname: string) => string> = {
  EADDRINUSE: (port, hostname) =>
    `port ${port} on ${hostname} is already in use (EADDRINUSE); stop what uses it or set PORT to another port`,
  EACCES: (port) => `not allowed to listen on port ${port} (EACCES); set PORT to 1024 or above`,
  EADDRNOTAVAIL: (_port, hostname) =>
    `${hostname} is not an address of this machine (EADDRNOTAVAIL); check HOST`,
};

/**
 * Serves `handler` and, on SIGTERM or SIGINT, stops accepting connections, lets in-flight
 * requests finish (`graceMs` at most), runs `onClose` and exits 0 — within ten seconds, as
 * systemd and container runtimes expect. Node's `server.close()` leaves a keep-alive connection
 * open once its last request is answered, hence the sweep.
 */
export async function listen(
  handler: RequestListener,
  options: {
    port: number;
    hostname: string;
    log: Logger;
    /** Run as the stop begins: ends what would otherwise hold it (live streams). */
    onStopping?: () => void;
    onClose?: () => Promise<void> | void;
  },
  graceMs = 8_000,
): Promise<Server> {
  const { port, hostname, log, onStopping, onClose } = options;
  const server = createServer(handler).listen(port, hostname);
  await once(server, "listening").catch((error: NodeJS.ErrnoException) => {
    throw new Error(reasons[error.code ?? ""]?.(port, hostname) ?? error.message);
  });
  const { address, port: bound } = server.address() as AddressInfo;
  log.info({ address, port: bound }, "listening");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    onStopping?.();
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log.warn({}, "grace period over; closing remaining connections");
      server.closeAllConnections();
    }, graceMs);
    await new Promise((closed) => server.close(closed));
    clearInterval(sweep);
    clearTimeout(deadline);
    try {
      await onClose?.();
      log.info({}, "stopped");
    } catch (error) {
      log.error({ error: String(error) }, "failed to close resources");
      process.exitCode = 1;
    }
    // Whatever still holds the event loop (a timer of a library) must not keep us running.
    setImmediate(() => process.exit());
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
