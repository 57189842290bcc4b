import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerOn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * Visitor reviews over real HTTP (docs/api.md#testimonials): the public endpoint and the page's
 * plain form post, moderation, and the abuse limits. TRUST_PROXY lets each test come from its own
 * address.
 */

const FORM = { "content-type": "application/x-www-form-urlencoded" };
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** The form with this id in a page's HTML sends by `method` to `action`, with the hidden field. */
function expectForm(
  html: string,
  id: string,
  method: string,
  action: string,
  hidden: [string, string],
) {
  const [name, value] = hidden;
  const form = html.match(new RegExp(`<form[^>]*id="${id}"[^>]*>.*?</form>`))?.[0] ?? "";
  expect(form).toContain(`action="${action}"`);
  expect(form).toContain(`method="${method}"`);
  expect(form).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
}

describe.each(testDatabases())("visitor reviews on $name", (kind) => {
  let admin: ApiClient;
  let visitor: ApiClient;
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  beforeAll(async () => {
    visitor = apiClient(server().url);
    admin = await visitor.signIn(addUser({ ...database(), admin: true }));
  });

  const submit = (body: unknown, address = newAddress()) =>
    visitor.post("/api/testimonials", body, { "x-forwarded-for": address });
  const pending = async () =>
    (await (await admin.get("/api/admin/testimonials?status=pending")).json()) as {
      testimonials: { id: string; comment: string; has_link: boolean; status: string }[];
      counts: { pending: number; approved: number; rejected: number };
    };
  /** A visitor's review, sent and waiting: its row in the queue. */
  const queued = async (review: { name: string; comment: string; rating: number }) => {
    await submit(review);
    const row = (await pending()).testimonials.find((item) => item.comment === review.comment);
    if (!row) throw new Error("the review is not in the queue");
    return row;
  };
  const publicComments = async () =>
    (
      (await (await visitor.get("/api/testimonials")).json()).testimonials as { comment: string }[]
    ).map((row) => row.comment);

  it("a review is pending and private until approved; rejected it goes again", async () => {
    const response = await submit({ name: "Ida", comment: "Skøn aften i VIP", rating: 5 });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "pending" });
    const queue = await pending();
    const row = queue.testimonials.find((item) => item.comment === "Skøn aften i VIP");
    if (!row) throw new Error("the review is not in the queue");
    expect(row.status).toBe("pending");
    expect(await publicComments()).not.toContain("Skøn aften i VIP");

    const approved = await admin.post(`/api/admin/testimonials/${row.id}/approve`);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "approved", is_active: true });
    expect(await publicComments()).toContain("Skøn aften i VIP");
    const home = await (await fetchFresh(`${server().url}/`)).text();
    expect(home).toContain("Skøn aften i VIP");

    for (const body of [{}, { reason: " " }, { reason: 5 }, { reason: "x".repeat(201) }]) {
      const badReason = await admin.post(`/api/admin/testimonials/${row.id}/reject`, body);
      expect(badReason.status, JSON.stringify(body)).toBe(400);
      expect((await badReason.json()).fieldErrors.reason).toBeTruthy();
    }
    expect(await publicComments()).toContain("Skøn aften i VIP");
    const rejected = await admin.post(`/api/admin/testimonials/${row.id}/reject`, {
      reason: "offensive",
    });
    expect(await rejected.json()).toMatchObject({
      status: "rejected",
      is_active: false,
      reject_reason: "offensive",
    });
    expect(await publicComments()).not.toContain("Skøn aften i VIP");
    expect((await admin.post("/api/admin/testimonials/nope/approve")).status).toBe(404);
    expect((await admin.post(`/api/admin/testimonials/${row.id}/publish`)).status).toBe(404);
  });

  it("`Godkend` posted by the browser itself (before React runs) approves and comes back", async () => {
    const row = await queued({ name: "Ole", comment: "Godkendt uden script", rating: 4 });
    const html = await (await admin.get("/admin?status=pending")).text();
    // Every row's button belongs to one form, posted to this view of the list until React runs.
    expectForm(html, "godkend", "post", "/admin?status=pending", ["intent", "godkend"]);
    const button = html.match(/<button[^>]*aria-label="Godkend anmeldelse fra Ole"[^>]*>/)?.[0];
    expect(button).toContain('form="godkend"');
    expect(button).toContain(`value="${row.id}"`);
    expect(button).not.toContain('disabled=""');

    const post = (id: string, cookie = admin.cookie) =>
      postForm(server().url, "/admin?status=pending", { intent: "godkend", id }, { cookie });
    const approved = await post(row.id);
    expect([approved.status, approved.headers.get("location")]).toEqual([
      303,
      "/admin?status=pending",
    ]);
    expect(approved.headers.get("set-cookie")).toContain("Godkendt!");
    expect(await publicComments()).toContain("Godkendt uden script");

    // A review that is gone, or a visitor: said, and nothing changed.
    const before = await databaseChecksum(database());
    const gone = await post("findes-ikke");
    expect([gone.status, gone.headers.get("set-cookie")]).toEqual([
      303,
      expect.stringContaining("findes%20ikke%20l%C3%A6ngere"),
    ]);
    const refused = await post(row.id, "");
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("`Afvis` and `Slet` before React run ask on the page, and the answer posted does it", async () => {
    const row = await queued({ name: "Vera", comment: "Afvist uden script", rating: 2 });
    const list = await (await admin.get("/admin?status=pending")).text();
    // The asking buttons submit one GET form: this view again, with the question's address.
    expectForm(list, "ask-first", "get", "/admin#bekraeft", ["status", "pending"]);
    for (const [label, name] of [
      ["Afvis", "afvis"],
      ["Slet", "slet"],
    ]) {
      const button = list.match(
        new RegExp(`<button[^>]*aria-label="${label} anmeldelse fra Vera"[^>]*>`),
      )?.[0];
      expect(button).toContain('form="ask-first"');
      expect(button).toContain(`name="${name}"`);
      expect(button).toContain(`value="${row.id}"`);
      expect(button).not.toContain('disabled=""');
    }

    const asking = `/admin?status=pending&afvis=${row.id}`;
    const question = await (await admin.get(asking)).text();
    expect(question).toContain('id="bekraeft"');
    expect(question).toContain("Hvorfor bliver anmeldelsen afvist?");
    expect(question).toContain("Anmeldelsen fra Vera bliver ikke vist.");
    expect(question).toMatch(/<input type="radio"[^>]*name="reason" checked="" value="spam"/);
    expect(question).toContain(`href="/admin?status=pending"`);

    const post = (address: string, body: Record<string, string>, cookie = admin.cookie) =>
      postForm(server().url, address, body, { cookie });
    // No reason: said, the question stays, and nothing changed.
    const before = await databaseChecksum(database());
    const noReason = await post(asking, { intent: "afvis", id: row.id });
    expect([noReason.status, noReason.headers.get("location")]).toEqual([303, asking]);
    expect(noReason.headers.get("set-cookie")).toContain("Angiv%20en%20grund");
    // A visitor: the sign-in, and nothing changed.
    const visitor = await post(asking, { intent: "afvis", id: row.id, reason: "spam" }, "");
    expect(visitor.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await databaseChecksum(database())).toBe(before);

    const rejected = await post(asking, { intent: "afvis", id: row.id, reason: "off-topic" });
    expect([rejected.status, rejected.headers.get("location")]).toEqual([
      303,
      "/admin?status=pending",
    ]);
    expect(rejected.headers.get("set-cookie")).toContain("Afvist");
    const stored = await (await admin.get(`/api/admin/testimonials/${row.id}`)).json();
    expect(stored).toMatchObject({ status: "rejected", reject_reason: "off-topic" });
    // Asked again once it is done: no question (only a waiting review is rejected).
    expect(await (await admin.get(asking)).text()).not.toContain('id="bekraeft"');

    const deleting = `/admin?slet=${row.id}`;
    expect(await (await admin.get(deleting)).text()).toContain(
      "Er du sikker på at du vil slette denne anmeldelse?",
    );
    const deleted = await post(deleting, { intent: "slet", id: row.id });
    expect([deleted.status, deleted.headers.get("location")]).toEqual([303, "/admin"]);
    expect(deleted.headers.get("set-cookie")).toContain("Slettet!");
    expect((await admin.get(`/api/admin/testimonials/${row.id}`)).status).toBe(404);
    // Sent twice: the second says it is gone, and nothing more changes.
    const again = await post(deleting, { intent: "slet", id: row.id });
    expect(again.headers.get("set-cookie")).toContain("findes%20ikke%20l%C3%A6ngere");
    expect(await (await admin.get(deleting)).text()).not.toContain('id="bekraeft"');
  });

  it("bad input gets field errors, a big body 413, and nothing changes", async () => {
    const before = await databaseChecksum(database());
    const bad = await submit({ name: " ", comment: "", rating: 6, is_featured: true });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toMatchObject({
      name: expect.any(String),
      comment: expect.any(String),
      rating: expect.any(String),
    });
    expect((await submit({ name: "A", comment: "B", rating: "5" })).status).toBe(400);
    const big = await submit({ name: "A", comment: "x".repeat(17 * 1024) });
    expect(big.status).toBe(413);
    expect(await databaseChecksum(database())).toBe(before);
  });

  it("a filled honeypot and a duplicate answer 202 and store nothing; a link is flagged", async () => {
    const before = (await pending()).counts.pending;
    const bot = await submit({ name: "Bot", comment: "Billige ure", rating: 5, website: "x.ru" });
    expect(bot.status).toBe(202);
    expect((await submit({ name: "Eva", comment: "Fint sted, god kaffe", rating: 4 })).status).toBe(
      202,
    );
    expect((await submit({ name: "Eva", comment: "fint sted god kaffe!", rating: 4 })).status).toBe(
      202,
    );
    expect(
      (await submit({ name: "Lin", comment: "Se https://eksempel.dk", rating: 3 })).status,
    ).toBe(202);
    const after = await pending();
    expect(after.counts.pending).toBe(before + 2);
    expect(after.testimonials.find((row) => row.comment.startsWith("Se https"))?.has_link).toBe(
      true,
    );
  });

  it("the sixth submission within an hour from one address is 429", async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await submit({ name: "Gæst", comment: `Besøg nummer ${i}` }, address)).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await submit({ name: "Gæst", comment: "En anden" })).status).toBe(202);
  });

  it("the admin list pages by cursor, filters by status and searches; bad queries are 400", async () => {
    const first = await (await admin.get("/api/admin/testimonials?limit=2")).json();
    expect(first.testimonials).toHaveLength(2);
    expect(first.next).toEqual(expect.any(String));
    const second = await (
      await admin.get(`/api/admin/testimonials?limit=2&cursor=${encodeURIComponent(first.next)}`)
    ).json();
    expect(second.testimonials[0].created_at <= first.testimonials[1].created_at).toBe(true);
    expect(second.testimonials.map((row: { id: string }) => row.id)).not.toContain(
      first.testimonials[1].id,
    );
    const found = await (await admin.get("/api/admin/testimonials?q=KAFFE")).json();
    expect(found.testimonials.map((row: { name: string }) => row.name)).toEqual(["Eva"]);
    // Empty parameters are no parameters (`?status=&q=` is the whole list).
    const empty = await admin.get("/api/admin/testimonials?status=&q=&limit=&cursor=");
    expect(empty.status).toBe(200);
    expect((await empty.json()).testimonials.length).toBeGreaterThan(0);
    for (const query of ["status=hidden", "limit=0", "limit=201", "limit=abc"]) {
      expect((await admin.get(`/api/admin/testimonials?${query}`)).status, query).toBe(400);
    }
  });

  it("the page's form post works without JavaScript: too fast is refused, then thanks", async () => {
    const page = await (await fetchFresh(`${server().url}/anmeldelse`)).text();
    const started = /name="started" value="([^"]+)"/.exec(page)?.[1];
    expect(started).toBeTruthy();
    const post = (fields: Record<string, string>) =>
      visitor.request("/anmeldelse", {
        method: "POST",
        body: new URLSearchParams({ started: started ?? "", ...fields }).toString(),
        headers: { ...FORM, "x-forwarded-for": newAddress() },
      });
    const fields = {
      name: "Noah",
      comment: "Første gang med vennerne",
      rating: "4",
      gaming_type: "",
    };

    const tooSoon = await post(fields);
    expect(tooSoon.status).toBe(400);
    const soonHtml = await tooSoon.text();
    expect(soonHtml).toContain("Det gik lidt for hurtigt");
    // The typed text comes back.
    expect(soonHtml).toContain("Første gang med vennerne");

    await sleep(3_100);
    const invalid = await post({ ...fields, name: "" });
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("Skriv dit navn");
    expect(invalidHtml).toContain('aria-invalid="true"');

    const forged = await visitor.request("/anmeldelse", {
      method: "POST",
      body: new URLSearchParams({
        ...fields,
        started: `${Date.now() - 60_000}.forfalsket`,
      }).toString(),
      headers: { ...FORM, "x-forwarded-for": newAddress() },
    });
    expect(forged.status).toBe(400);

    const sent = await post(fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/anmeldelse?sendt=1");
    const thanks = await (await fetchFresh(`${server().url}/anmeldelse?sendt=1`)).text();
    expect(thanks).toContain("Tak for din anmeldelse");
    expect((await pending()).testimonials.map((row) => row.comment)).toContain(
      "Første gang med vennerne",
    );
  });

  it("the form's start time brings one review, and only within two hours", async () => {
    // Signed as the server signs it, with the secret it generated into DATA_DIR.
    const secret = readFileSync(resolve(server().dataDir, "auth-secret"), "utf8").trim();
    const startedAgo = (ms: number) => {
      const issued = `${Date.now() - ms}.${randomBytes(12).toString("base64url")}`;
      const signature = createHmac("sha256", secret)
        .update(`review-form:${issued}`)
        .digest("base64url");
      return `${issued}.${signature}`;
    };
    const post = (started: string, comment: string) =>
      visitor.request("/anmeldelse", {
        method: "POST",
        body: new URLSearchParams({ started, name: "Maja", comment, rating: "5" }).toString(),
        headers: { ...FORM, "x-forwarded-for": newAddress() },
      });
    const HOUR = 60 * 60 * 1000;

    const stale = await post(startedAgo(2 * HOUR + 60_000), "Skrevet for længe siden");
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("Siden har været åben længe");

    const started = startedAgo(2 * HOUR - 60_000);
    const sent = await post(started, "Første anmeldelse med denne side");
    expect(sent.status).toBe(303);
    // The same start time again, from another address and with another text: answered as
    // sent, so a bot learns nothing, and nothing is stored.
    const replay = await post(started, "Anden anmeldelse med samme side");
    expect(replay.status).toBe(303);
    const comments = (await pending()).testimonials.map((row) => row.comment);
    expect(comments).toContain("Første anmeldelse med denne side");
    expect(comments).not.toContain("Anden anmeldelse med samme side");
    expect(comments).not.toContain("Skrevet for længe siden");
  });
});
