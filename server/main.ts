import { enableCompileCache } from "node:module";
import { getRequestListener } from "@hono/node-server";
import { listen } from "./http.ts";

/**
 * Starts the built site (`build/server/index.js`, made from `server/app.ts`): start-up (settings,
 * database, migrations), then it listens until SIGTERM. `npm run dev`: scripts/dev.ts.
 */

// Node's code cache on disk ($NODE_COMPILE_CACHE, else the system's temporary directory): a
// restart skips compiling the build and its libraries again (docs/performance.md).
enableCompileCache();

try {
  const build = new URL("../build/server/index.js", import.meta.url).href;
  const server: typeof import("./app.ts") = await import(build);
  await server.startup();
  const { app, answerKept, settings, log, shutdown, endLiveStreams } = server;
  const toApp = getRequestListener(app.fetch);
  // A kept public copy goes out at once (server/response-cache.ts); the rest reaches the app.
  await listen((req, res) => answerKept(req, res) || toApp(req, res), {
    port: settings().PORT,
    hostname: settings().HOST,
    log,
    onStopping: endLiveStreams,
    onClose: shutdown,
  });
} catch (error) {
  // One line a person can act on: the setting to fix, or what stopped the start.
  const message = error instanceof Error ? error.message : String(error);
  const isSetting = error instanceof Error && error.name === "SettingsError";
  console.error(isSetting ? message : `failed to start: ${message}`);
  process.exit(1);
}
