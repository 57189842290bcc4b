import { ensureBuild } from "../../scripts/ensure-build.ts";

/** Integration tests run the real server on the real build: make it if it is missing or stale. */
export default function setup() {
  ensureBuild();
}
