import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, fetchFresh, signedInAdmin } from "#tests/support/api-client.ts";
import { type RunningServer, startServer, useServer } from "#tests/support/server.ts";

/**
 * The data source failing under a running server: on SQLite a broken table, on PostgreSQL (when
 * TEST_DATABASE_URL is set, as in .ci/run) a database that refuses connections. Public pages stay
 * up with average 0, the admin fails closed with 503, /healthz says 503, and everything recovers
 * without a restart.
 */

const baseUrl = process.env.TEST_DATABASE_URL;

describe("home testimonials when the data source fails", () => {
  const server = useServer();

  it("leaves the page standing (200, quickly) with no testimonials and average 0, fails the admin API and /healthz with 503, then recovers", async () => {
    const admin = await signedInAdmin(server());
    await admin.post("/api/admin/testimonials", {
      name: "Gæst",
      comment: "Kommentar med 4",
      rating: 4,
    });
    // Another process breaks the table under the running server, before any page has cached it.
    const db = new DatabaseSync(resolve(server().dataDir, "app.db"));
    db.exec("alter table testimonials rename to testimonials_gone");
    try {
      const started = Date.now();
      const response = await fetchFresh(`${server().url}/`);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(response.status).toBe(200);
      const html = await response.text();
      const content = html.slice(html.indexOf('data-testid="testimonials"'));
      expect(content).toContain("0,0");
      expect(content).toContain("Der er ingen anmeldelser endnu.");
      expect(html).not.toContain("Kommentar med");
      expect((await fetchFresh(`${server().url}/api/testimonials`)).status).toBe(503);
      expect((await fetchFresh(`${server().url}/healthz`)).status).toBe(503);
      const list = await admin.get("/api/admin/testimonials");
      expect(list.status).toBe(503);
      expect(await list.json()).toEqual({ error: expect.any(String) });
      const write = await admin.post("/api/admin/testimonials", { name: "B", comment: "C" });
      expect(write.status).toBe(503);
      await server().lineWith("home testimonials could not be loaded");
    } finally {
      db.exec("alter table testimonials_gone rename to testimonials");
      db.close();
    }
    // The failure was not cached: the next visitor sees the testimonials again.
    const recovered = await (await fetchFresh(`${server().url}/`)).text();
    expect(recovered).toContain("Kommentar med 4");
    expect((await fetchFresh(`${server().url}/healthz`)).status).toBe(200);
    expect((await admin.get("/api/admin/testimonials")).status).toBe(200);
  });
});

describe.each(baseUrl ? [baseUrl] : [])("when PostgreSQL refuses connections", (url) => {
  const id = randomUUID().replaceAll("-", "").slice(0, 12);
  const role = `outage_${id}`;
  const schema = `outage_${id}`;
  let superuser: pg.Client;
  let server: RunningServer;
  let admin: ApiClient;

  beforeAll(async () => {
    superuser = new pg.Client({ connectionString: url });
    await superuser.connect();
    await superuser.query(`create role ${role} login`);
    await superuser.query(`create schema ${schema} authorization ${role}`);
    const appUrl = new URL(url);
    appUrl.username = role;
    appUrl.searchParams.set("options", `-c search_path=${schema}`);
    server = await startServer({ DATABASE_URL: appUrl.toString() });
    admin = await signedInAdmin(server, appUrl.toString());
    const created = await admin.post("/api/admin/testimonials", {
      name: "A",
      comment: "Fin aften",
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    await superuser.query(`alter role ${role} login`);
    await superuser.query(`drop schema if exists ${schema} cascade`);
    await superuser.query(`drop role if exists ${role}`);
    await superuser.end();
  });

  it("keeps public pages up, fails the admin closed, reports 503 and recovers", async () => {
    await superuser.query(`alter role ${role} nologin`);
    await superuser.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where usename = $1",
      [role],
    );

    const home = await fetchFresh(`${server.url}/`).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output().slice(-3000)}`);
    });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html.slice(html.indexOf('data-testid="testimonials"'))).toContain("0,0");
    expect((await fetchFresh(`${server.url}/healthz`)).status).toBe(503);
    const list = await admin.get("/api/admin/testimonials");
    expect(list.status).toBe(503);
    expect(await list.json()).toEqual({ error: expect.any(String) });
    expect((await admin.post("/api/admin/testimonials", { name: "B", comment: "C" })).status).toBe(
      503,
    );

    await superuser.query(`alter role ${role} login`);
    expect((await fetchFresh(`${server.url}/healthz`)).status).toBe(200);
    const back = await admin.get("/api/admin/testimonials");
    expect(back.status).toBe(200);
    expect((await back.json()).testimonials).toHaveLength(1);
    expect(await (await fetchFresh(`${server.url}/`)).text()).toContain("Fin aften");
  });
});
