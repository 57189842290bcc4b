import { ensureBuild } from "./ensure-build.ts";

/** `npm start`: build when the build is missing or stale, then serve it. */

process.env.NODE_ENV ??= "production";
ensureBuild();
await import("../server/main.ts");
