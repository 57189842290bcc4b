import { request as httpRequest, type RequestOptions } from "node:http";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  fetchFresh,
  keptCopy,
  signedInAdmin,
} from "#tests/support/api-client.ts";
import { useServer } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/** The testimonials API (docs/api.md#testimonials) through the real server in production mode. */

function rawRequest(url: string, options: RequestOptions): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, options, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    req.on("error", reject);
    req.end();
  });
}

const valid = { name: "Mette", comment: "Super aften", rating: 4 };

describe("testimonials API", () => {
  let anonymous: ApiClient;
  let user: ApiClient;
  let admin: ApiClient;

  const server = useServer();
  beforeAll(async () => {
    anonymous = apiClient(server().url);
    admin = await anonymous.signIn(addUser({ dataDir: server().dataDir, admin: true }));
    user = await anonymous.signIn(addUser({ dataDir: server().dataDir }));
  });

  const adminRows = async () =>
    (await (await admin.get("/api/admin/testimonials")).json()).testimonials;

  it("GET /api/testimonials is empty with average 0 before any testimonial exists", async () => {
    const response = await anonymous.get("/api/testimonials");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ testimonials: [], average: 0, count: 0 });
  });

  it("POST creates a row (201) with defaults, ignoring id, timestamps, version and unknown fields", async () => {
    const response = await admin.post("/api/admin/testimonials", {
      ...valid,
      id: "chosen-by-client",
      version: 99,
      created_at: "2000-01-01T00:00:00.000Z",
      role: "admin",
      location: "",
    });
    expect(response.status).toBe(201);
    const row = await response.json();
    expect(row).toMatchObject({
      name: "Mette",
      comment: "Super aften",
      rating: 4,
      location: "Frederiksberg Gaming Center",
      gaming_type: null,
      is_featured: false,
      is_active: true,
      version: 1,
    });
    expect(row.id).not.toBe("chosen-by-client");
    expect(row.created_at).not.toBe("2000-01-01T00:00:00.000Z");
    expect(row).not.toHaveProperty("role");
  });

  it("the public list changes at once after a write, with only allow-listed fields", async () => {
    const body = await (await anonymous.get("/api/testimonials")).json();
    expect(body.count).toBe(1);
    expect(body.average).toBe(4);
    expect(Object.keys(body.testimonials[0]).sort()).toEqual([
      "comment",
      "id",
      "is_featured",
      "rating",
    ]);
  });

  it("shows at most 6, featured first, and averages over all active rows", async () => {
    for (const [rating, is_featured, is_active] of [
      [5, false, true],
      [5, false, true],
      [3, true, true],
      [5, false, true],
      [5, false, true],
      [4, false, true],
      [1, true, false],
    ] as const) {
      const response = await admin.post("/api/admin/testimonials", {
        ...valid,
        rating,
        is_featured,
        is_active,
      });
      expect(response.status).toBe(201);
    }
    const body = await (await anonymous.get("/api/testimonials")).json();
    expect(body.testimonials).toHaveLength(6);
    expect(body.testimonials[0]).toMatchObject({ rating: 3, is_featured: true });
    // Active: 4, 5, 5, 3, 5, 5, 4 → 31 / 7 = 4.43
    expect(body).toMatchObject({ count: 7, average: 4.4 });
  });

  it("GET /api/admin/testimonials lists every row, newest first, with all fields", async () => {
    const rows = await adminRows();
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ rating: 1, is_active: false });
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        "comment",
        "created_at",
        "gaming_type",
        "has_link",
        "id",
        "is_active",
        "is_featured",
        "lang",
        "location",
        "name",
        "rating",
        "reject_reason",
        "status",
        "updated_at",
        "version",
      ].sort(),
    );
  });

  it("PUT saves from the current version (200) and refuses a stale one (409) without changes", async () => {
    const [row] = await adminRows();
    const saved = await admin.put(`/api/admin/testimonials/${row.id}`, {
      ...row,
      comment: "Rettet",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ comment: "Rettet", version: row.version + 1 });
    const stale = await admin.put(`/api/admin/testimonials/${row.id}`, {
      ...row,
      comment: "Forældet",
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.any(String) });
    expect((await adminRows())[0]).toMatchObject({ comment: "Rettet", version: row.version + 1 });
  });

  it("400 with field errors for invalid input, 400 for bad JSON, 404 for an unknown id", async () => {
    const invalid = await admin.post("/api/admin/testimonials", { name: " ", rating: 9 });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["comment", "name", "rating"]);
    expect(body.error).toEqual(expect.any(String));
    const broken = await admin.request("/api/admin/testimonials", {
      method: "POST",
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toEqual(expect.any(String));
    const missing = await admin.put("/api/admin/testimonials/does-not-exist", {
      ...valid,
      version: 1,
    });
    expect(missing.status).toBe(404);
    expect((await admin.delete("/api/admin/testimonials/does-not-exist")).status).toBe(404);
  });

  it("413 for a body over 16 KiB, declared or streamed", async () => {
    const before = await adminRows();
    const big = JSON.stringify({ ...valid, comment: "x".repeat(20_000) });
    const declared = await admin.request("/api/admin/testimonials", { method: "POST", body: big });
    expect(declared.status).toBe(413);
    const encoder = new TextEncoder();
    const streamed = await admin.request("/api/admin/testimonials", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode(big));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await adminRows()).toEqual(before);
  });

  it("refuses cross-origin writes with 403, even from an admin", async () => {
    const before = await adminRows();
    const [row] = before;
    const foreign = { origin: "https://evil.example" };
    expect((await admin.post("/api/admin/testimonials", valid, foreign)).status).toBe(403);
    expect(
      (await admin.delete(`/api/admin/testimonials/${row.id}`, undefined, foreign)).status,
    ).toBe(403);
    // No Origin header at all, only Sec-Fetch-Site (sent raw, exactly as given).
    const crossSite = await rawRequest(`${server().url}/api/admin/testimonials/${row.id}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite).toBe(403);
    expect(await adminRows()).toEqual(before);
  });

  it("401 for anonymous and 403 for non-admins on every admin call, the database unchanged", async () => {
    const before = await adminRows();
    const [row] = before;
    const calls = (client: ApiClient) => [
      client.get("/api/admin/testimonials"),
      client.post("/api/admin/testimonials", valid),
      client.put(`/api/admin/testimonials/${row.id}`, { ...row, comment: "Hacket" }),
      client.delete(`/api/admin/testimonials/${row.id}`),
    ];
    for (const response of await Promise.all(calls(anonymous))) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    for (const response of await Promise.all(calls(user))) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await adminRows()).toEqual(before);
  });

  it("DELETE removes the row (204), and it is gone from both lists", async () => {
    const [row] = await adminRows();
    const response = await admin.delete(`/api/admin/testimonials/${row.id}`);
    expect(response.status).toBe(204);
    expect((await adminRows()).some((item: { id: string }) => item.id === row.id)).toBe(false);
    const body = await (await anonymous.get("/api/testimonials")).json();
    expect(body.testimonials.some((item: { id: string }) => item.id === row.id)).toBe(false);
  });

  it("never answers with a stack trace", async () => {
    const response = await admin.put("/api/admin/testimonials/x", "a string, not an object");
    expect(response.status).toBe(400);
    expect(await response.text()).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe("GET /api/testimonials from the server's response cache", () => {
  let admin: ApiClient;

  const server = useServer();
  beforeAll(async () => {
    admin = await signedInAdmin(server());
  });

  const publicList = (headers: Record<string, string> = {}) =>
    fetchFresh(`${server().url}/api/testimonials`, { headers });

  it("keeps one copy for every visitor: the same ETag, 304 for it, shared caches may keep it 1 s", async () => {
    const first = await publicList();
    const body = await first.text();
    const kept = await keptCopy(`${server().url}/api/testimonials`);
    const etag = kept.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await publicList({ "x-request-id": "kept-copy-1" });
    expect(second.headers.get("x-request-id")).toBe("kept-copy-1");
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe(body);
    for (const response of [first, second]) {
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
      );
    }
    const notModified = await publicList({ "if-none-match": etag as string });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    // Someone signed in gets it too, but no cache may keep their copy.
    const personal = await publicList({ cookie: admin.cookie });
    expect(await personal.text()).toBe(body);
    expect(personal.headers.get("cache-control")).toBe("no-store");
  });

  it("an admin's write replaces the kept copy at once", async () => {
    const before = await keptCopy(`${server().url}/api/testimonials`);
    const etag = before.headers.get("etag");
    const created = await admin.post("/api/admin/testimonials", {
      name: "Cache",
      comment: "Straks synlig",
      rating: 3,
    });
    expect(created.status).toBe(201);
    const after = await publicList({ "if-none-match": etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const body = await after.json();
    expect(body).toMatchObject({ count: 1, average: 3 });
    expect(body.testimonials[0].comment).toBe("Straks synlig");
  });

  it("does not keep a 503: the next request after the database is back gets the list", async () => {
    // A write empties the caches; then another process breaks the table before anyone reads.
    const created = await admin.post("/api/admin/testimonials", { name: "B", comment: "Efter" });
    expect(created.status).toBe(201);
    const db = new DatabaseSync(resolve(server().dataDir, "app.db"));
    db.exec("alter table testimonials rename to testimonials_gone");
    try {
      const failed = await publicList();
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ error: expect.any(String) });
    } finally {
      db.exec("alter table testimonials_gone rename to testimonials");
      db.close();
    }
    const recovered = await publicList();
    expect(recovered.status).toBe(200);
    expect((await recovered.json()).count).toBe(2);
  });
});
