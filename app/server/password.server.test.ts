import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

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
});
