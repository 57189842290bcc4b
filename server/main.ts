import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { SettingsError, settings } from "../app/server/env.server.ts";
import { createApp } from "./app.ts";
import { listen } from "./http.ts";
import { startIdleCollector } from "./idle-gc.ts";
import { log } from "./log.ts";
import { loadStaticFiles } from "./static.ts";

/** What app/entry.server.tsx exports beside the renderer: start-up and shutdown of resources. */
type Lifecycle = {
  startup?: () => Promise<void>;
  shutdown?: () => Promise<void>;
  subscribeToContentChanges?: (listener: () => void) => () => void;
};

const BUILD_DIR = resolve(import.meta.dirname, "../build");

try {
  const config = settings();
  const build: ServerBuild = await import(pathToFileURL(`${BUILD_DIR}/server/index.js`).href);
  const lifecycle = build.entry.module as unknown as Lifecycle;
  await lifecycle.startup?.();
  // Memory is handed back after a burst of requests, and after pages made ahead of time.
  const idleCollector = startIdleCollector();
  const app = createApp({
    build,
    files: loadStaticFiles(`${BUILD_DIR}/client`),
    mode: config.NODE_ENV === "development" ? "development" : "production",
    siteUrl: config.SITE_URL,
    subscribeToContentChanges: lifecycle.subscribeToContentChanges,
    trustProxy: config.TRUST_PROXY,
    onBackgroundWork: idleCollector.touch,
  });
  const server = await listen(app, {
    port: config.PORT,
    hostname: config.HOST,
    onClose: async () => {
      app.stop();
      await lifecycle.shutdown?.();
    },
  });
  server.on("request", idleCollector.touch);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
  } else {
    log.error("failed to start", { error: error instanceof Error ? error.message : String(error) });
  }
  process.exit(1);
}
