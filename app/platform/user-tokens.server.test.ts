import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { issueUserToken, userOfToken, useUserToken, voidUserTokens } from "./user-tokens.server.ts";

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2026-12-01T12:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(testDatabases())("mailed links on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;

  it("an invitation works once within 72 hours; only its hash is stored", async () => {
    const token = await issueUserToken(db(), "user-1", "invite", NOW);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const stored = await db().selectFrom("user_tokens").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await userOfToken(db(), token, "invite", later(71))).toBe("user-1");
    expect(await userOfToken(db(), token, "reset", later(1))).toBeNull();
    expect(await useUserToken(db(), token, "invite", later(71))).toBe("user-1");
    expect(await useUserToken(db(), token, "invite", later(71))).toBeNull();
    expect(await userOfToken(db(), token, "invite", later(71))).toBeNull();
  });

  it("a reset link expires after one hour; a newer link voids the older", async () => {
    const old = await issueUserToken(db(), "user-2", "reset", NOW);
    expect(await useUserToken(db(), old, "reset", later(1.01))).toBeNull();
    const first = await issueUserToken(db(), "user-2", "reset", NOW);
    const second = await issueUserToken(db(), "user-2", "reset", NOW);
    expect(await useUserToken(db(), first, "reset", later(0.5))).toBeNull();
    expect(await useUserToken(db(), second, "reset", later(0.5))).toBe("user-2");
    expect(await useUserToken(db(), "not-a-token", "reset", NOW)).toBeNull();
  });

  it("voiding a person's links ends each of them, and no later day brings one back", async () => {
    const invite = await issueUserToken(db(), "user-3", "invite", NOW);
    const reset = await issueUserToken(db(), "user-3", "reset", NOW);
    const other = await issueUserToken(db(), "user-4", "invite", NOW);
    await voidUserTokens(db(), "user-3", undefined, later(0.1));
    expect(await userOfToken(db(), invite, "invite", later(0.2))).toBeNull();
    expect(await useUserToken(db(), reset, "reset", later(0.2))).toBeNull();
    expect(await useUserToken(db(), invite, "invite", later(24))).toBeNull();
    expect(await userOfToken(db(), other, "invite", later(0.2))).toBe("user-4");
  });
});
