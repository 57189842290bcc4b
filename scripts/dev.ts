import { resolve } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { listen } from "../server/http.ts";

/**
 * `npm run dev` (demo data added first): the site's Hono app through Vite's dev server, with hot
 * reload. Vite answers what is its own (modules, styles, hot reload); the app, always from the
 * newest code, everything else.
 */

process.env.NODE_ENV = "development";
const { createServer } = await import("vite");
const vite = await createServer({
  root: resolve(import.meta.dirname, ".."),
  server: { middlewareMode: true },
});
const newest = () =>
  vite.ssrLoadModule("./server/app.ts") as Promise<typeof import("../server/app.ts")>;
const { settings, log, startup, shutdown } = await newest();
await startup();
const app = getRequestListener(async (request, env) => (await newest()).app.fetch(request, env));
await listen((req, res) => vite.middlewares(req, res, () => app(req, res)), {
  port: settings().PORT,
  hostname: settings().HOST,
  log,
  onClose: shutdown,
});
