import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { fetchFresh, signedInAdmin } from "#tests/support/api-client.ts";
import { postgresSchema } from "#tests/support/databases.ts";
import { useServer } from "#tests/support/server.ts";

/**
 * The home page's testimonials: in the page itself when the data is at hand, streamed in behind
 * the loading skeleton while the database is slow.
 */
describe("home testimonials", () => {
  const server = useServer();

  it("are in the page's HTML with the Danish average, without a skeleton to swap", async () => {
    const admin = await signedInAdmin(server());
    for (const rating of [5, 4, 5]) {
      await admin.post("/api/admin/testimonials", {
        name: "Gæst",
        comment: `Kommentar med ${rating} stjerner`,
        rating,
      });
    }
    const html = await (await fetchFresh(`${server().url}/`)).text();
    const content = html.indexOf('data-testid="testimonials"');
    expect(content).toBeGreaterThan(0);
    expect(html).not.toContain("testimonials-skeleton");
    expect(html.slice(content)).toContain("4,7");
    expect(html.slice(content)).toContain("3 anmeldelser");
    expect(html.slice(content)).toContain("Kommentar med 4 stjerner");
    expect(html).toContain("aldrig en anmeldelse, fordi den er negativ");
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.runIf(TEST_DATABASE_URL)("home testimonials while PostgreSQL is slow", () => {
  let database: Awaited<ReturnType<typeof postgresSchema>>;
  afterAll(async () => {
    await database?.dispose();
  });
  // Started after the schema is made, stopped before it is dropped.
  const server = useServer(async () => {
    database = await postgresSchema(TEST_DATABASE_URL as string);
    return { env: { DATABASE_URL: database.databaseUrl }, dataDir: database.dataDir };
  });

  it("streams the skeleton first, then the testimonials once the query returns", async () => {
    const admin = await signedInAdmin(server(), database.databaseUrl);
    await admin.post("/api/admin/testimonials", {
      name: "Gæst",
      comment: "Langsom aften",
      rating: 4,
    });

    // Another connection holds the table: the page's query waits until it lets go.
    const locker = new pg.Client({ connectionString: database.databaseUrl });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table testimonials in access exclusive mode");
    try {
      // A browser's user agent: crawlers are sent the complete document in one piece instead.
      const response = await fetchFresh(`${server().url}/`, {
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let html = "";
      while (!html.includes("testimonials-skeleton")) {
        const { done, value } = await reader.read();
        if (done) break;
        html += decoder.decode(value, { stream: true });
      }
      expect(html).toContain('data-testid="testimonials-skeleton"');
      expect(html).not.toContain("Langsom aften");
      await locker.query("commit");
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        html += decoder.decode(value, { stream: true });
      }
      expect(html.indexOf("Langsom aften")).toBeGreaterThan(html.indexOf("testimonials-skeleton"));
    } finally {
      await locker.end();
    }
  });
});

describe("home page cache", () => {
  const server = useServer();

  it("an admin's add, edit and delete show on the next anonymous view at once", async () => {
    const admin = await signedInAdmin(server());
    const home = async () => (await fetch(`${server().url}/`)).text();
    expect(await home()).not.toContain("Første udgave");

    const created = await admin.post("/api/admin/testimonials", {
      name: "Cache",
      comment: "Første udgave",
    });
    const row = await created.json();
    expect(await home()).toContain("Første udgave");

    await admin.put(`/api/admin/testimonials/${row.id}`, {
      ...row,
      comment: "Anden udgave",
    });
    const edited = await home();
    expect(edited).toContain("Anden udgave");
    expect(edited).not.toContain("Første udgave");

    await admin.delete(`/api/admin/testimonials/${row.id}`);
    expect(await home()).not.toContain("Anden udgave");
  });
});
