import { describe, expect, it } from "vitest";
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from "./password.server.ts";

describe("argon2id password hashing", () => {
  it("stores OWASP's parameters and a fresh salt for every hash", async () => {
    const first = await hashPassword("en god lang kode");
    const second = await hashPassword("en god lang kode");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it("verifies the right password and refuses a wrong one or a foreign hash", async () => {
    const hash = await hashPassword("æøå-kode-123");
    expect(await verifyPassword({ hash, password: "æøå-kode-123" })).toBe(true);
    expect(await verifyPassword({ hash, password: "æøå-kode-124" })).toBe(false);
    expect(await verifyPassword({ hash: "salt:deadbeef", password: "æøå-kode-123" })).toBe(false);
  });

  it("answers every one of many hashes asked for at once (they queue, HASH_CONCURRENCY at a time)", async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const hash = await hashPassword("kø-kode-123");
    const guesses = ["kø-kode-123", "forkert", "kø-kode-123", "forkert", "kø-kode-123", "forkert"];
    const results = await Promise.all(
      guesses.map((password) => verifyPassword({ hash, password })),
    );
    expect(results).toEqual([true, false, true, false, true, false]);
  });
});
