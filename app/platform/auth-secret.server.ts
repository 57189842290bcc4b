import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { log } from "./log.server.ts";

/**
 * The session signing secret: AUTH_SECRET when set, otherwise generated once into
 * DATA_DIR/auth-secret (mode 0600) and reused by every later start and every instance sharing
 * the folder. Production refuses to run with a secret it cannot keep.
 */

export function authSecret(options: {
  configured: string | undefined;
  dataDir: string;
  production: boolean;
}): string {
  if (options.configured) return options.configured;
  const file = resolve(options.dataDir, "auth-secret");
  try {
    return readExisting(file) ?? create(file, options.dataDir);
  } catch (error) {
    if (options.production) {
      throw new Error(
        `AUTH_SECRET must be set: DATA_DIR (${options.dataDir}) is not writable (${(error as Error).message})`,
      );
    }
    log.warn({}, "AUTH_SECRET not set and DATA_DIR not writable: sessions end at restart");
    return randomBytes(32).toString("base64url");
  }
}

function readExisting(file: string): string | undefined {
  try {
    const secret = readFileSync(file, "utf8").trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function create(file: string, dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": when two processes start at once, the second one reads the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const existing = readExisting(file);
    if (!existing) throw new Error(`${file} is empty or unreadable`);
    return existing;
  }
}
