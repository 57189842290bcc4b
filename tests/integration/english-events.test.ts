import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { cancelEvent } from "#app/features/events/events.server.ts";
import { fetchFresh } from "#tests/support/api-client.ts";
import { type TestDatabase, testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent } from "#tests/support/events.ts";
import { postForm } from "#tests/support/forms.ts";
import { useServerOn, useServerWithMail, useStaffAndVisitor } from "#tests/support/server.ts";
import { linkIn } from "#tests/support/smtp.ts";
import { tournamentNight } from "#tests/support/tournaments.ts";

/**
 * The events in English over real HTTP (docs/pages.md#english): an English event page's HTML
 * (its labels, the date the English way, hreflang to the Danish), the English calendar feed, an
 * English sign-up through the API whose mail is English with an `/en/registration/` link, that
 * page in English, and the staff's `en` through the admin API. SQLite: the pages read what both
 * databases store alike (tests/integration/event-*.test.ts run both).
 */

const sqlite = testDatabases()[0] as TestDatabase;
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** Saturday 14 December 2030, 18.00-23.00 in Copenhagen (winter time). */
const SATURDAY = { starts_at: "2030-12-14T18:00:00+01:00", ends_at: "2030-12-14T23:00:00+01:00" };

describe("the events in English", () => {
  const { server, database, smtp } = useServerWithMail(sqlite, { TRUST_PROXY: "true" });
  const page = async (path: string) => {
    const response = await fetchFresh(`${server().url}${path}`);
    return { status: response.status, html: await response.text() };
  };

  it("an English event page: English labels, its date the English way, the staff's English, hreflang to the Danish", async () => {
    const event = await addEvent(database(), {
      title: "Vinter-LAN",
      description: "Vi spiller hele natten.",
      en: { title: "Winter LAN", description: "" },
      capacity: 10,
      team_size: 3,
      price: 12,
      ...SATURDAY,
    });
    const { status, html } = await page(`/en/events/${event.slug}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>Winter LAN[^<]*<\/title>/);
    for (const text of [
      ">Winter LAN</h1>",
      "Saturday 14 December, 18:00",
      "10 of 10 seats left",
      "DKK 12",
      ">Name<",
      ">E-mail<",
      ">Team name<",
      ">Sign up<",
      `action="/en/events/${event.slug}"`,
      `href="/en/events/${event.slug}.ics"`,
    ]) {
      expect(html, text).toContain(text);
    }
    // The description staff left without English: the Danish, marked as Danish.
    expect(html).toMatch(/<div lang="da"[^>]*><p[^>]*>Vi spiller hele natten\.<\/p>/);
    const origin = server().url;
    expect(html).toContain(
      `<link rel="alternate" hreflang="da" href="${origin}/begivenheder/${event.slug}"/>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${origin}/en/events/${event.slug}"/>`);
    // JSON-LD in the page's language.
    expect(html).toContain('"name":"Winter LAN"');
    expect(html).toContain(`"url":"${origin}/en/events/${event.slug}"`);

    const list = await page("/en/events");
    expect(list.html).toContain(`href="/en/events/${event.slug}"`);
    expect(list.html).toContain("Upcoming events");
    expect(list.html).not.toContain("Kommende begivenheder");
  });

  it("a cancelled event in English: the English notice, then the staff's message marked as Danish", async () => {
    const event = await addEvent(database(), { title: "Aflyses", ...SATURDAY });
    await withDatabase(database(), (db) => cancelEvent(db, event.id, "Vi mangler strøm."));
    const { status, html } = await page(`/en/events/${event.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(
      /This event has been cancelled\.(<!-- -->)? <span lang="da">Vi mangler strøm\.<\/span>/,
    );
    expect(html).not.toContain('name="email"');
  });

  it("/en/events.ics is in English: the staff's title, English links", async () => {
    const event = await addEvent(database(), {
      title: "Turnering i ICS",
      en: { title: "Calendar Cup", description: "Bring your own controller." },
      ...SATURDAY,
    });
    const response = await fetchFresh(`${server().url}/en/events.ics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const found = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component))
      .find((vevent) => vevent.summary === "Calendar Cup");
    expect(found?.description).toBe("Bring your own controller.");
    expect(found?.component.getFirstPropertyValue("url")).toBe(
      `${server().url}/en/events/${event.slug}`,
    );
    expect(text).toContain("CATEGORIES:LAN");
    expect(text).not.toContain("begivenheder");
  });

  it("an English sign-up through the API: refusals in English, the mail in English with its /en/registration/ link, that page in English with Cancel my place", async () => {
    const event = await addEvent(database(), { title: "Fredagsaften", ...SATURDAY });
    const post = (body: unknown) =>
      fetch(`${server().url}/api/events/${event.slug}/registrations`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
        body: JSON.stringify(body),
      });
    const refused = await post({ name: "", email: "nope", lang: "en" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      name: "Enter your name",
      email: "Enter a valid e-mail address",
    });

    const signed = await post({ name: "Sam Taylor", email: "sam@example.com", lang: "en" });
    expect(signed.status).toBe(201);
    const mail = await smtp().waitFor("sam@example.com", () => true);
    expect(mail.mail.subject).toBe("You are signed up: Fredagsaften");
    expect(mail.text).toContain("Hi Sam Taylor");
    expect(mail.text).toContain("When: Saturday 14 December, 18:00–23:00");
    expect(mail.text).toContain("Price: Free");
    const link = linkIn(mail, `${server().url}/en/registration/`);
    expect(mail.text).not.toContain("/tilmelding/");

    const mine = await page(new URL(link).pathname);
    expect(mine.status).toBe(200);
    expect(mine.html).toContain('<html lang="en"');
    expect(mine.html).toContain(">Your registration</h1>");
    expect(mine.html).toContain(">Cancel my place</button>");
    expect(mine.html).toContain(`href="/en/events/${event.slug}"`);

    // Cancelled from the English page: back to it, in English.
    const cancelled = await postForm(server().url, new URL(link).pathname, {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(new URL(link).pathname);
    expect((await page(new URL(link).pathname)).html).toContain("Your place is cancelled");
  });

  it("a Danish sign-up keeps its Danish mail and /tilmelding/ link", async () => {
    const event = await addEvent(database(), { title: "Dansk aften", ...SATURDAY });
    const response = await fetch(`${server().url}/api/events/${event.slug}/registrations`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
      body: JSON.stringify({ name: "Ida", email: "ida.dansk@example.dk" }),
    });
    expect(response.status).toBe(201);
    const mail = await smtp().waitFor("ida.dansk@example.dk", () => true);
    expect(mail.mail.subject).toBe("Du er tilmeldt: Dansk aften");
    linkIn(mail, `${server().url}/tilmelding/`);
  });
});

describe("the staff's English and the bracket in English", () => {
  const { server, database } = useServerOn(sqlite, { TRUST_PROXY: "true" });
  const clients = useStaffAndVisitor(server, database);
  const { tournament, start } = tournamentNight(() => clients);
  const page = async (path: string) => (await fetchFresh(`${server().url}${path}`)).text();

  it("the admin API takes and gives `en`; the English page names the rounds in English, the big screen too", async () => {
    const event = await tournament(8, {
      en: { title: "Knockout Night", description: "Eight in." },
    });
    const read = async () => {
      const { events } = await (await clients.staff.get("/api/admin/events")).json();
      return (events as { id: string; en: unknown; version: number }[]).find(
        (candidate) => candidate.id === event.id,
      );
    };
    expect((await read())?.en).toEqual({ title: "Knockout Night", description: "Eight in." });
    // An edit that leaves `en` out keeps it; one that sends it changes it.
    const { en: _kept, ...fields } = (await read()) as Record<string, unknown>;
    const edited = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...fields,
      game: "Rocket League 2",
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).en).toEqual({ title: "Knockout Night", description: "Eight in." });
    const english = await clients.staff.put(`/api/admin/events/${event.id}`, {
      ...fields,
      version: (fields.version as number) + 1,
      en: { title: "Knockout Night", description: "" },
    });
    expect(english.status).toBe(200);
    expect((await read())?.en).toEqual({ title: "Knockout Night", description: "" });

    await start(event);
    const html = await page(`/en/events/${(event as { slug: string }).slug}`);
    for (const text of [
      ">Bracket</h2>",
      "Quarter-final",
      "Semi-final",
      ">Final<",
      "Knockout Night",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain("Kvartfinale");
    const screen = await page(`/en/events/${(event as { slug: string }).slug}/big-screen`);
    expect(screen).toContain("Playing now");
    expect(screen).toContain("Knockout Night");
  });
});
