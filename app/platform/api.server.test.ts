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

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "null", "sec-fetch-site": "cross-site" }],
    [{ origin: "null", "sec-fetch-site": "same-site" }],
    // `null` without the browser's word for where it came from: a sandboxed frame, say.
    [{ origin: "null" }],
  ])("%j is refused", (headers) => {
    expect(fromAnotherSite(post(headers))).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(fromAnotherSite(post(headers, method))).toBe(true);
    }
  });

  it.each([
    [{ origin: "http://127.0.0.1:3000" }],
    [{ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }],
    [{ "sec-fetch-site": "same-origin" }],
    [{ "sec-fetch-site": "none" }],
    // A page that sends no referrer posts with Origin: null, from this very origin.
    [{ origin: "null", "sec-fetch-site": "same-origin" }],
    // No browser's request: no one's cookies came with it unasked.
    [{}],
  ])("%j is this site's own", (headers) => {
    expect(fromAnotherSite(post(headers))).toBe(false);
  });

  it("a read is never refused for where it came from", () => {
    const read = new Request("http://127.0.0.1:3000/", {
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(fromAnotherSite(read)).toBe(false);
  });
});
