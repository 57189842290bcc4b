import { enableCompileCache } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { listen } from "./http.ts";

/**
 * Starts the built site (`build/server/index.js`, which Vite makes from `server/app.ts`): start-up
 * (settings, database, migrations), then it listens until SIGTERM. `npm run dev` serves the same
 * app through Vite instead (scripts/dev.ts).
 */

// Node's own code cache on disk ($NODE_COMPILE_CACHE, else the system's temporary directory;
// keyed by each file's contents): a restart skips compiling the build and its libraries again
// (docs/performance.md). Where the directory cannot be written, Node starts as before.
enableCompileCache();

try {
  const build = pathToFileURL(resolve(import.meta.dirname, "../build/server/index.js"));
  const server: typeof import("./app.ts") = await import(build.href);
  await server.startup();
  const { app, settings, log, shutdown } = server;
  await listen(getRequestListener(app.fetch), {
    port: settings().PORT,
    hostname: settings().HOST,
    log,
    onClose: shutdown,
  });
} catch (error) {
  // One line a person can act on: the setting to fix, or what stopped the start.
  const message = error instanceof Error ? error.message : String(error);
  const isSetting = error instanceof Error && error.name === "SettingsError";
  console.error(isSetting ? message : `failed to start: ${message}`);
  process.exit(1);
}
