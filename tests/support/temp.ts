import { mkdirSync, mkdtempSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** A fresh folder under the project's `.tmp/` (tests never write to the system's temp dir). */
export function tempDir(prefix: string): string {
  const base = resolve(ROOT, ".tmp");
  mkdirSync(base, { recursive: true });
  return mkdtempSync(resolve(base, `${prefix}-`));
}
