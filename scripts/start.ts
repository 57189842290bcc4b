import { SettingsError } from "../app/server/env.server.ts";
import { ensureBuild } from "./ensure-build.ts";

/** `npm start`: build when the build is missing or stale, then serve it. */

process.env.NODE_ENV ??= "production";

try {
  ensureBuild(process.env);
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

await import("../server/main.ts");
