import type { RequestListener } from "node:http";
import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { listen } from "./http.ts";

/**
 * Starts the site: in production the built server (`build/server/index.js`, which Vite makes
 * from `server/app.ts`); with NODE_ENV=development the same app through Vite's dev server, with
 * hot reload. It starts up (settings, database, migrations), then listens until SIGTERM.
 */

type ServerModule = typeof import("./app.ts");

const ROOT = resolve(import.meta.dirname, "..");

// Node's own code cache on disk ($NODE_COMPILE_CACHE, else the system's temporary directory;
// keyed by each file's contents): a restart skips compiling the build and its libraries again
// (~15 % sooner here). Where the directory cannot be written, Node starts as before.
enableCompileCache();

async function production(): Promise<{ server: ServerModule; handler: RequestListener }> {
  const server: ServerModule = await import(
    pathToFileURL(resolve(ROOT, "build/server/index.js")).href
  );
  return { server, handler: getRequestListener(server.app.fetch) };
}

async function development(): Promise<{ server: ServerModule; handler: RequestListener }> {
  const { createServer } = await import("vite");
  const vite = await createServer({ root: ROOT, server: { middlewareMode: true } });
  const load = () => vite.ssrLoadModule("./server/app.ts") as Promise<ServerModule>;
  // Vite answers what is its own (modules, styles, hot reload); the app, always from the
  // newest code, everything else.
  const app = getRequestListener(async (request, env) => (await load()).app.fetch(request, env));
  return {
    server: await load(),
    handler: (req, res) => vite.middlewares(req, res, () => app(req, res)),
  };
}

const { server, handler } = await (process.env.NODE_ENV === "development"
  ? development()
  : production()
).catch((error: unknown) => {
  console.error(`failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

try {
  await server.startup();
  const { settings } = server;
  await listen(handler, {
    port: settings().PORT,
    hostname: settings().HOST,
    log: server.log,
    onClose: server.shutdown,
  });
} catch (error) {
  // One line a person can act on: the setting to fix, or what stopped the start.
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof Error && error.name === "SettingsError"
      ? message
      : `failed to start: ${message}`,
  );
  process.exit(1);
}
