import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, fetchFresh } from "#tests/support/api-client.ts";
import { testDatabases } from "#tests/support/databases.ts";
import { useServerOn } from "#tests/support/server.ts";
import { addUser } from "#tests/support/users.ts";

/**
 * The English review page (docs/pages.md#english, docs/admin.md#reviews-from-guests): the form in
 * English, every answer and error in English, and the review stored as written in English
 * (`lang: "en"`, migration 014 on both databases); a quote in the other language than the page's
 * carries its `lang`, which never leaves the server in `GET /api/testimonials`.
 */

const FORM = { "content-type": "application/x-www-form-urlencoded" };
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;
const MINUTE = 60_000;

type Row = { id: string; comment: string; lang: string; status: string };

describe.each(testDatabases())("the English review form on $name", (kind) => {
  let admin: ApiClient;
  let visitor: ApiClient;
  let secret = "";
  const { server, database } = useServerOn(kind, { TRUST_PROXY: "true" });
  beforeAll(async () => {
    visitor = apiClient(server().url);
    admin = await visitor.signIn(addUser({ ...database(), admin: true }));
    secret = readFileSync(resolve(server().dataDir, "auth-secret"), "utf8").trim();
  });

  /** A start time signed as the server signs it, `ms` ago: past the form's 3 s minimum. */
  const startedAgo = (ms = MINUTE) => {
    const issued = `${Date.now() - ms}.${randomBytes(12).toString("base64url")}`;
    const signature = createHmac("sha256", secret)
      .update(`review-form:${issued}`)
      .digest("base64url");
    return `${issued}.${signature}`;
  };
  const post = (path: string, fields: Record<string, string>, address = newAddress()) =>
    visitor.request(path, {
      method: "POST",
      body: new URLSearchParams({ started: startedAgo(), ...fields }).toString(),
      headers: { ...FORM, "x-forwarded-for": address },
    });
  const rows = async () =>
    (
      (await (await admin.get("/api/admin/testimonials?limit=200")).json()) as {
        testimonials: Row[];
      }
    ).testimonials;
  const rowOf = async (comment: string) => (await rows()).find((row) => row.comment === comment);

  it("draws the form in English", async () => {
    const html = await (await fetchFresh(`${server().url}/en/review`)).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Write a review of the gaming centre");
    expect(html).toMatch(/<form [^>]*action="\/en\/review" method="post">/);
    for (const label of ["Name", "Your review", "Game type \\(optional\\)"]) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}<`));
    }
    expect(html).toMatch(/<legend[^>]*>Rating<\/legend>/);
    expect(html).toContain("4 stars");
    expect(html).toMatch(/<button type="submit"[^>]*>Send review<\/button>/);
    expect(html).not.toMatch(/Send anmeldelse|Bedømmelse|stjerne/);
  });

  it("a review sent from /en/review is stored in English and thanked in English", async () => {
    const comment = "Brilliant night with friends, great screens";
    const sent = await post("/en/review", { name: "Sam", comment, rating: "5", gaming_type: "" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/en/review?sent=1");
    const thanks = await (await fetchFresh(`${server().url}/en/review?sent=1`)).text();
    expect(thanks).toContain("Thank you for your review");
    expect(thanks).toMatch(/<a [^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    expect(await rowOf(comment)).toMatchObject({ status: "pending", lang: "en" });

    const danish = "Hyggelig aften med vennerne";
    expect((await post("/anmeldelse", { name: "Ida", comment: danish, rating: "4" })).status).toBe(
      303,
    );
    expect(await rowOf(danish)).toMatchObject({ lang: "da" });
  });

  it("answers every refusal in English", async () => {
    const fields = { name: "Sam", comment: "Quick one", rating: "4" };
    const tooSoon = await post("/en/review", { ...fields, started: startedAgo(0) });
    expect(tooSoon.status).toBe(400);
    expect(await tooSoon.text()).toContain("That was a little too quick");

    const stale = await post("/en/review", { ...fields, started: startedAgo(3 * 60 * MINUTE) });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("This page has been open for a long time");

    const invalid = await post("/en/review", { name: " ", comment: "", rating: "9" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("Your review was not sent. Please correct the marked fields");
    expect(html).toContain("Please enter your name");
    expect(html).toContain("Please write your review");
    expect(html).toContain("The rating must be between 1 and 5");
    expect(html).not.toMatch(/Skriv dit navn|Anmeldelsen blev ikke sendt/);

    const long = await post("/en/review", { ...fields, gaming_type: "x".repeat(51) });
    expect(await long.text()).toContain("Game type must be at most 50 characters");

    // A filled honeypot is thanked as any review, and nothing is stored.
    const bot = await post("/en/review", { ...fields, comment: "Cheap watches", website: "x.ru" });
    expect(bot.headers.get("location")).toBe("/en/review?sent=1");
    expect(await rowOf("Cheap watches")).toBeUndefined();

    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const review = { ...fields, comment: `Visit number ${i}` };
      expect((await post("/en/review", review, address)).status).toBe(303);
    }
    const limited = await post("/en/review", { ...fields, comment: "One too many" }, address);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Many reviews have been sent from your connection");
  });

  it("the JSON API takes the language, answers in it, and keeps it out of the public list", async () => {
    const submit = (body: unknown) =>
      visitor.post("/api/testimonials", body, { "x-forwarded-for": newAddress() });
    const bad = await submit({ name: "", comment: "Fine", lang: "en" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ name: "Please enter your name" });
    expect(
      (await (await submit({ name: "A", comment: "B", lang: "fr" })).json()).fieldErrors,
    ).toEqual({ lang: "Sproget skal være da eller en" });

    const english = "Best place in Frederiksberg for a LAN";
    const danish = "Bedste sted i byen til en LAN-fest";
    expect((await submit({ name: "Alex", comment: english, rating: 5, lang: "en" })).status).toBe(
      202,
    );
    expect((await submit({ name: "Ole", comment: danish, rating: 4 })).status).toBe(202);
    for (const comment of [english, danish]) {
      const row = await rowOf(comment);
      expect(row?.lang).toBe(comment === english ? "en" : "da");
      const approved = await admin.post(`/api/admin/testimonials/${row?.id}/approve`, {});
      expect(approved.status).toBe(200);
      expect((await approved.json()).lang).toBe(row?.lang);
    }

    const list = await (await visitor.get("/api/testimonials")).json();
    for (const row of list.testimonials) {
      expect(Object.keys(row).sort()).toEqual(["comment", "id", "is_featured", "rating"]);
    }

    const quote = (html: string, comment: string) =>
      html.match(new RegExp(`<blockquote[^>]*>${comment}</blockquote>`))?.[0];
    const home = await (await fetchFresh(`${server().url}/`)).text();
    expect(quote(home, english)).toContain('lang="en"');
    expect(quote(home, danish)).not.toContain("lang=");
    const englishHome = await (await fetchFresh(`${server().url}/en`)).text();
    expect(quote(englishHome, danish)).toContain('lang="da"');
    expect(quote(englishHome, english)).not.toContain("lang=");
  });
});
