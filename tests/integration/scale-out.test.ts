import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATION_NAMES } from "#app/platform/migrate.server.ts";
import { apiClient, fetchFresh, keptCopy } from "#tests/support/api-client.ts";
import { postgresForSuite } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { type RunningServer, startTwoInstances } from "#tests/support/server.ts";
import { addUser, type TestUser } from "#tests/support/users.ts";

/**
 * Two app instances on different ports over one PostgreSQL, started at the same moment, as behind
 * a load balancer (docs/deploy.md, docs/decisions/025-many-instances.md): sessions, content and
 * the sign-in rate limit hold across them. Needs TEST_DATABASE_URL (CI sets it).
 */

const baseUrl = postgresForSuite("scale-out.test.ts", "the two-instance PostgreSQL test");
/**
 * A change shows on every instance within 2 s (docs/performance.md#the-budgets): LISTEN/NOTIFY, no
 * timers.
 */
const CROSS_INSTANCE_BOUND_MS = 2_000;
/** Rendering and polling on a busy two-core machine, on top of the bound. */
const SLACK_MS = 5_000;

describe.skipIf(!baseUrl)("two instances on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let stop = async () => {};
  let databaseUrl: string;
  let first: RunningServer;
  let second: RunningServer;
  let admin: TestUser;

  beforeAll(async () => {
    ({ first, second, databaseUrl, stop } = await startTwoInstances(baseUrl as string));
    admin = addUser({ dataDir: first.dataDir, databaseUrl, admin: true });
  }, 90_000);
  afterAll(() => stop());

  it("both started on the empty schema at once; the migrations ran exactly once", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select name from kysely_migration order by name");
      expect(rows).toEqual(MIGRATION_NAMES.map((name) => ({ name })));
    } finally {
      await client.end();
    }
    for (const server of [first, second]) {
      expect((await fetchFresh(`${server.url}/healthz`)).status).toBe(200);
    }
  });

  it("a session made on one instance is valid on the other", async () => {
    const onFirst = await apiClient(first.url, "", { spreadAddresses: true }).signIn(admin);
    const onSecond = apiClient(second.url, onFirst.cookie, { spreadAddresses: true });
    expect((await onSecond.get("/api/admin/testimonials")).status).toBe(200);
    expect((await apiClient(second.url).get("/api/admin/testimonials")).status).toBe(401);
    // Signing out on the second ends the session on the first too.
    await onSecond.post("/api/auth/sign-out", {});
    expect((await onFirst.get("/api/admin/testimonials")).status).toBe(401);
  });

  it("a testimonial added through one shows on the other's home page within the bound", async () => {
    const comment = `Anmeldelse fra den anden instans ${randomUUID()}`;
    // The second instance has the home page (and its data) cached from before the write.
    expect(await (await fetchFresh(`${second.url}/`)).text()).not.toContain(comment);
    const writer = await apiClient(first.url, "", { spreadAddresses: true }).signIn(admin);
    const written = Date.now();
    const created = await writer.post("/api/admin/testimonials", {
      name: "Gæst",
      comment,
      rating: 5,
      is_featured: true,
    });
    expect(created.status).toBe(201);
    expect(await (await fetchFresh(`${first.url}/`)).text()).toContain(comment);

    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - written < CROSS_INSTANCE_BOUND_MS + SLACK_MS) {
      if ((await (await fetchFresh(`${second.url}/`)).text()).includes(comment)) {
        seenAfter = Date.now() - written;
        break;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(seenAfter).toBeLessThan(CROSS_INSTANCE_BOUND_MS);
  }, 30_000);

  it("an event staff create, cancel and delete through one follows in the other's calendar feed within the bound", async () => {
    const title = `Begivenhed fra den anden instans ${randomUUID().slice(0, 8)}`;
    const feed = async () => (await fetchFresh(`${second.url}/begivenheder.ics`)).text();
    /** How long after `since` the second instance's feed satisfies `seen`. */
    async function followsAfter(since: number, seen: (text: string) => boolean) {
      while (Date.now() - since < CROSS_INSTANCE_BOUND_MS + SLACK_MS) {
        if (seen(await feed())) return Date.now() - since;
        await new Promise((done) => setTimeout(done, 100));
      }
      return Number.POSITIVE_INFINITY;
    }
    // The second instance keeps its feed from before the writes.
    expect(await feed()).not.toContain(title);
    const writer = await apiClient(first.url, "", { spreadAddresses: true }).signIn(admin);
    let written = Date.now();
    const created = await writer.post("/api/admin/events", {
      title,
      kind: "lan",
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 90_000_000).toISOString(),
      status: "scheduled",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await followsAfter(written, (text) => text.includes(title))).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );

    written = Date.now();
    await writer.post(`/api/admin/events/${id}/cancel`, { message: "Aflyst" });
    expect(await followsAfter(written, (text) => text.includes("STATUS:CANCELLED"))).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );

    written = Date.now();
    expect((await writer.delete(`/api/admin/events/${id}`)).status).toBe(204);
    expect(await followsAfter(written, (text) => !text.includes(title))).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );
  }, 40_000);

  it("a sign-in rate limit reached through one instance holds on the other", async () => {
    const address = "192.0.2.44";
    const attempt = (server: RunningServer) =>
      apiClient(server.url).post(
        "/api/auth/sign-in/email",
        { email: admin.email, password: "forkert-kode-123" },
        { "x-forwarded-for": address },
      );
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await attempt(first)).status);
    expect(statuses).not.toContain(429);
    const limited = await attempt(second);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await apiClient(second.url).post(
      "/api/auth/sign-in/email",
      { email: admin.email, password: "forkert-kode-123" },
      { "x-forwarded-for": "192.0.2.45" },
    );
    expect(other.status).toBe(401);
  });

  it("5 reviews an hour per address hold across both instances: the sixth is 429", async () => {
    const address = "192.0.2.77";
    const review = (server: RunningServer, index: number) =>
      apiClient(server.url).post(
        "/api/testimonials",
        { name: "Gæst", comment: `Anmeldelse ${index} fra samme adresse`, rating: 5 },
        { "x-forwarded-for": address },
      );
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await review(index % 2 === 0 ? first : second, index)).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("a review approved on one instance shows on the other's home page within 2 s", async () => {
    const signedIn = await apiClient(first.url).signIn(admin);
    await apiClient(second.url).post(
      "/api/testimonials",
      { name: "Ulla", comment: "Godkendt på tværs af instanser", rating: 5 },
      { "x-forwarded-for": "192.0.2.78" },
    );
    const queue = await (
      await signedIn.get("/api/admin/testimonials?status=pending&q=tværs")
    ).json();
    const id = queue.testimonials[0]?.id as string;
    expect((await fetchFresh(`${second.url}/`)).status).toBe(200);
    const approvedAt = Date.now();
    expect((await signedIn.post(`/api/admin/testimonials/${id}/approve`)).status).toBe(200);
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - approvedAt < CROSS_INSTANCE_BOUND_MS + SLACK_MS) {
      const html = await (await fetchFresh(`${second.url}/`)).text();
      if (html.includes("Godkendt på tværs af instanser")) {
        seenAfter = Date.now() - approvedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThan(CROSS_INSTANCE_BOUND_MS);
  }, 30_000);

  /** How long after `since` the second instance's page at `path` first held `text`. */
  async function seenOnSecond(path: string, text: string, since: number): Promise<number> {
    while (Date.now() - since < CROSS_INSTANCE_BOUND_MS + SLACK_MS) {
      if ((await (await fetchFresh(`${second.url}${path}`)).text()).includes(text)) {
        return Date.now() - since;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.POSITIVE_INFINITY;
  }

  it("content saved through one instance shows on the other within 2 s: price, FAQ, notice, restore", async () => {
    const writer = await apiClient(first.url, "", { spreadAddresses: true }).signIn(admin);
    const sections = async () => (await (await writer.get("/api/admin/content")).json()).sections;
    // The second instance has its pages and content in memory from before the saves.
    expect(await (await fetchFresh(`${second.url}/services`)).text()).toContain("12 kr.");

    const { departments } = await sections();
    const cheaper = departments.value.map((d: { id: string }) =>
      d.id === "standard" ? { ...d, price: 13 } : d,
    );
    let savedAt = Date.now();
    expect(
      (
        await writer.put("/api/admin/content/departments", {
          value: cheaper,
          version: departments.version,
        })
      ).status,
    ).toBe(200);
    expect(await seenOnSecond("/services", "13 kr.", savedAt)).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );
    expect(await seenOnSecond("/", '"priceRange":"13 kr.-25 kr. pr. time"', savedAt)).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );

    const { faq } = await sections();
    const question = { question: "Kan man leje hele centret?", answer: "Ja, ring til os." };
    savedAt = Date.now();
    expect(
      (
        await writer.put("/api/admin/content/faq", {
          value: [question, ...faq.value],
          version: faq.version,
        })
      ).status,
    ).toBe(200);
    expect(await seenOnSecond("/booking", question.question, savedAt)).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );

    const { notice } = await sections();
    savedAt = Date.now();
    expect(
      (
        await writer.put("/api/admin/content/notice", {
          value: { active: true, text: "Lukket for turnering lørdag" },
          version: notice.version,
        })
      ).status,
    ).toBe(200);
    expect(await seenOnSecond("/references", "Lukket for turnering lørdag", savedAt)).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );

    savedAt = Date.now();
    const restore = await writer.post(
      `/api/admin/content/departments/versions/${departments.version}/restore`,
      { version: departments.version + 1 },
    );
    expect(restore.status).toBe(200);
    expect(await seenOnSecond("/services", "Standard fra 12 kr.", savedAt)).toBeLessThan(
      CROSS_INSTANCE_BOUND_MS,
    );
  }, 60_000);

  it("a sign-up on one instance's event page shows in the other's kept copy within 2 s", async () => {
    const event = await addEvent({ dataDir: first.dataDir, databaseUrl }, { capacity: 2 });
    const path = `/begivenheder/${event.slug}`;
    // The second instance keeps the page from before the sign-up.
    expect(await (await keptCopy(`${second.url}${path}`)).text()).toContain("2 af 2 pladser");
    const signed = await fetchFresh(`${first.url}${path}`, {
      method: "POST",
      redirect: "manual",
      body: "name=Sofie&email=sofie%40example.dk",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: first.url,
        "x-forwarded-for": "192.0.2.90",
      },
    });
    expect(signed.status).toBe(303);
    const written = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - written < CROSS_INSTANCE_BOUND_MS + SLACK_MS) {
      if ((await (await fetchFresh(`${second.url}${path}`)).text()).includes("1 af 2 pladser")) {
        seenAfter = Date.now() - written;
        break;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(seenAfter).toBeLessThan(CROSS_INSTANCE_BOUND_MS);
  });
});
