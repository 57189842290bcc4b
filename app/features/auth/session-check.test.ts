import { describe, expect, it } from "vitest";
import { checkSession, FIRST_RETRY_MS, MAX_RETRIES } from "./session-check.ts";

function replies(...statuses: (number | "network" | "session" | "null")[]) {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    const next = statuses.shift() ?? "null";
    if (next === "network") throw new TypeError("failed to fetch");
    if (next === "session") return Response.json({ session: { id: "s" }, user: { id: "u" } });
    if (next === "null") return Response.json(null);
    return new Response("", { status: next });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("checkSession", () => {
  it("reports a live session from /api/auth/get-session", async () => {
    const server = replies("session");
    expect(await checkSession({ fetch: server.fetch, sleep: async () => {} })).toBe("signed-in");
    expect(server.calls).toEqual(["/api/auth/get-session"]);
  });

  it("reports signed-out when the server has no session", async () => {
    expect(await checkSession({ fetch: replies("null").fetch })).toBe("signed-out");
  });

  it("retries 502, 503, 504 and network errors with back-off from 200 ms doubling", async () => {
    const waits: number[] = [];
    const server = replies(502, 503, "network", 504, "session");
    const state = await checkSession({
      fetch: server.fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(state).toBe("signed-in");
    expect(waits).toEqual([200, 400, 800, 1600]);
    expect(waits[0]).toBe(FIRST_RETRY_MS);
  });

  it("signs out at once on a non-retryable failure", async () => {
    const waits: number[] = [];
    const state = await checkSession({
      fetch: replies(500).fetch,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(state).toBe("signed-out");
    expect(waits).toEqual([]);
  });

  it("leaves the UI alone when the server stays unreachable", async () => {
    const server = replies(...Array<number>(MAX_RETRIES + 1).fill(503));
    expect(await checkSession({ fetch: server.fetch, sleep: async () => {} })).toBe("unknown");
    expect(server.calls).toHaveLength(MAX_RETRIES + 1);
  });
});
