import { readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "#tests/support/temp.ts";
import { authSecret } from "./auth-secret.server.ts";

describe("auth secret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const configured = "s".repeat(40);
    expect(authSecret({ configured, dataDir: tempDir("secret"), production: true })).toBe(
      configured,
    );
  });

  it("generates one secret into DATA_DIR with mode 0600 and reuses it", () => {
    const dataDir = tempDir("secret");
    const first = authSecret({ configured: undefined, dataDir, production: true });
    const file = resolve(dataDir, "auth-secret");
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(authSecret({ configured: undefined, dataDir, production: true })).toBe(first);
  });

  it("stops a production start when DATA_DIR is not writable and AUTH_SECRET is unset", () => {
    // A folder below a regular file cannot be created, even by root.
    const blocker = resolve(tempDir("secret"), "a-file");
    writeFileSync(blocker, "");
    const dataDir = resolve(blocker, "data");
    expect(() => authSecret({ configured: undefined, dataDir, production: true })).toThrow(
      /AUTH_SECRET must be set/,
    );
    expect(authSecret({ configured: undefined, dataDir, production: false })).toHaveLength(43);
  });
});
