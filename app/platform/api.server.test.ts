import { describe, expect, it } from "vitest";
import {
  fromAnotherSite,
  jsonError,
  methodNotAllowed,
  privateJson,
  tooManySubmissions,
} from "./api.server.ts";

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

describe("a request from another site", () => {
  const post = (headers: Record<string, string>, method = "POST") =>
    new Request("http://127.0.0.1:3000/admin/papirkurv", { method, headers });

  // What the browser says of where a write came from decides, whatever its method.
  it.each([
    [{ origin: "https://evil.example" }, "refused"],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, "refused"],
    [{ "sec-fetch-site": "cross-site" }, "refused"],
    [{ "sec-fetch-site": "same-site" }, "refused"],
    [{ origin: "null", "sec-fetch-site": "cross-site" }, "refused"],
    [{ origin: "null", "sec-fetch-site": "same-site" }, "refused"],
    // `null` without the browser's word for where it came from: a sandboxed frame, say.
    [{ origin: "null" }, "refused"],
    [{ origin: "http://127.0.0.1:3000" }, "this site's own"],
    [{ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }, "this site's own"],
    [{ "sec-fetch-site": "same-origin" }, "this site's own"],
    [{ "sec-fetch-site": "none" }, "this site's own"],
    // A page that sends no referrer posts with Origin: null, from this very origin.
    [{ origin: "null", "sec-fetch-site": "same-origin" }, "this site's own"],
    // No browser's request: no one's cookies came with it unasked.
    [{}, "this site's own"],
  ])("%j is %s", (headers, verdict) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(fromAnotherSite(post(headers, method)), method).toBe(verdict === "refused");
    }
  });

  it("a read is never refused for where it came from", () => {
    const read = new Request("http://127.0.0.1:3000/", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(fromAnotherSite(read)).toBe(false);
  });
});
