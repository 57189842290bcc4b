import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { log } from "./log.ts";

type App = {
  fetch: Parameters<typeof getRequestListener>[0];
  /** Answers a request itself and returns true, or returns false to leave it to `fetch`. */
  fromMemory?: (req: IncomingMessage, res: ServerResponse) => boolean;
};

type ListenOptions = {
  port: number;
  hostname: string;
  /** Closes databases and other resources once the last request has finished. */
  onClose?: () => Promise<void> | void;
  /** In-flight requests get this long before their connections are cut. */
  graceMs?: number;
};

/**
 * Serves the app and, on SIGTERM or SIGINT, stops accepting connections, lets in-flight
 * requests finish, closes resources and exits 0 — all within ten seconds.
 */
export function listen(app: App, { port, hostname, onClose, graceMs = 8_000 }: ListenOptions) {
  return new Promise<Server>((resolve, reject) => {
    const viaApp = getRequestListener(app.fetch, { hostname });
    const { fromMemory } = app;
    const server = createServer(
      fromMemory
        ? (req, res) => {
            if (!fromMemory(req, res)) void viaApp(req, res);
          }
        : viaApp,
    );
    // A start that cannot listen fails with one clear sentence (main.ts logs it and exits 1).
    const reasons: Record<string, string> = {
      EADDRINUSE: `port ${port} on ${hostname} is already in use (EADDRINUSE); stop what uses it or set PORT to another port`,
      EACCES: `not allowed to listen on port ${port} (EACCES); set PORT to 1024 or above`,
      EADDRNOTAVAIL: `${hostname} is not an address of this machine (EADDRNOTAVAIL); check HOST`,
    };
    const failed = (error: NodeJS.ErrnoException) =>
      reject(new Error(reasons[error.code ?? ""] ?? error.message));
    server.once("error", failed);
    server.listen(port, hostname, () => {
      server.off("error", failed);
      const info = server.address() as AddressInfo;
      log.info("listening", { address: info.address, port: info.port });
      resolve(server);
    });
    server.keepAliveTimeout = 5_000;

    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info("shutting down", { signal });
      const idleSweeper = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        log.warn("grace period over; closing remaining connections");
        server.closeAllConnections();
      }, graceMs);
      server.close(async () => {
        clearInterval(idleSweeper);
        clearTimeout(deadline);
        try {
          await onClose?.();
          log.info("stopped");
          process.exit(0);
        } catch (error) {
          log.error("failed to close resources", { error: String(error) });
          process.exit(1);
        }
      });
      server.closeIdleConnections();
    };
    process.once("SIGTERM", () => stop("SIGTERM"));
    process.once("SIGINT", () => stop("SIGINT"));
  });
}
