import { describe, expect, it } from "vitest";
import { jsonError, methodNotAllowed, privateJson, tooManySubmissions } from "./api.server.ts";

describe("the API's answers", () => {
  it("are kept by no cache, with their status and body", async () => {
    for (const [response, status] of [
      [privateJson({ id: "a" }), 200],
      [privateJson({ status: "pending" }, 202), 202],
      [jsonError(429, "Vent.", {}, "3600"), 429],
      [methodNotAllowed("GET, POST"), 405],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
    expect(await privateJson({ id: "a" }).json()).toEqual({ id: "a" });
    expect(jsonError(429, "Vent.", {}, "3600").headers.get("retry-after")).toBe("3600");
    expect(methodNotAllowed("GET, POST").headers.get("allow")).toBe("GET, POST");
    const tooMany = tooManySubmissions("Vent en time.");
    expect([tooMany.status, tooMany.headers.get("retry-after")]).toEqual([429, "3600"]);
    expect(await tooMany.json()).toMatchObject({ error: "Vent en time." });
  });
});
