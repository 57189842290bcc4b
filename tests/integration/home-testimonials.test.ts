import { resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../support/api-client.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { addUser } from "../support/users.ts";

/** The home page's testimonials, streamed from the loader, and what happens when they fail. */
describe("home testimonials", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("streams a skeleton first, then the testimonials and the Danish average", async () => {
    const admin = await apiClient(server.url).signIn(
      addUser({ dataDir: server.dataDir, admin: true }),
    );
    for (const rating of [5, 4, 5]) {
      await admin.post("/api/admin/testimonials", {
        name: "Gæst",
        comment: `Kommentar med ${rating} stjerner`,
        rating,
      });
    }
    const html = await (await fetch(`${server.url}/`)).text();
    const skeleton = html.indexOf('data-testid="testimonials-skeleton"');
    const content = html.indexOf('data-testid="testimonials"');
    expect(skeleton).toBeGreaterThan(0);
    expect(content).toBeGreaterThan(skeleton);
    expect(html.slice(content)).toContain("4,7");
    expect(html.slice(content)).toContain("3 anmeldelser");
    expect(html.slice(content)).toContain("Kommentar med 4 stjerner");
    expect(html).toContain("lagt ind af vores personale");
  });
});

describe("home page cache", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("an admin's add, edit and delete show on the next anonymous view at once", async () => {
    const admin = await apiClient(server.url).signIn(
      addUser({ dataDir: server.dataDir, admin: true }),
    );
    const home = async () => (await fetch(`${server.url}/`)).text();
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

describe("home testimonials when the data source fails", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("leaves the page standing (200) with no testimonials and average 0, then recovers", async () => {
    const admin = await apiClient(server.url).signIn(
      addUser({ dataDir: server.dataDir, admin: true }),
    );
    await admin.post("/api/admin/testimonials", {
      name: "Gæst",
      comment: "Kommentar med 4",
      rating: 4,
    });
    // Another process breaks the table under the running server, before any page has cached it.
    const db = new DatabaseSync(resolve(server.dataDir, "app.db"));
    db.exec("alter table testimonials rename to testimonials_gone");
    try {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const content = html.slice(html.indexOf('data-testid="testimonials"'));
      expect(content).toContain("0,0");
      expect(content).toContain("Der er ingen anmeldelser endnu.");
      expect(html).not.toContain("Kommentar med");
      expect((await fetch(`${server.url}/api/testimonials`)).status).toBe(503);
      await new Promise((done) => setTimeout(done, 50));
      expect(server.output()).toContain("Home testimonials could not be loaded");
    } finally {
      db.exec("alter table testimonials_gone rename to testimonials");
      db.close();
    }
    // The failure was not cached: the next visitor sees the testimonials again.
    const recovered = await (await fetch(`${server.url}/`)).text();
    expect(recovered).toContain("Kommentar med 4");
  });
});
