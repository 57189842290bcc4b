import { describe, expect, it } from "vitest";
import { cancelEvent, deleteEvent } from "#app/features/events/events.server.ts";
import { listRegistrations, signUp } from "#app/features/events/registrations.server.ts";
import { fetchFresh, keptCopy, signedInAdmin } from "#tests/support/api-client.ts";
import { databaseChecksum } from "#tests/support/checksum.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent, daysFromNow, timed } from "#tests/support/events.ts";
import { textOf } from "#tests/support/page-text.ts";
import { useServerWithMail } from "#tests/support/server.ts";
import { linkIn } from "#tests/support/smtp.ts";

/**
 * The public event pages over real HTTP without JavaScript (docs/pages.md#the-event-pages), on
 * SQLite and PostgreSQL: the list and the event page with their statuses, Danish times in winter
 * and summer, JSON-LD, 404s, the sitemap, the sign-up form post and `/tilmelding/TOKEN`, kept pages
 * that follow sign-ups and the clock, and the mails.
 */

const FORM = { "content-type": "application/x-www-form-urlencoded" };
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** The JSON-LD blocks of a page. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
}

describe.each(testDatabases())("the public event pages on $name", (kind) => {
  const { server, database, smtp } = useServerWithMail(kind, {
    TRUST_PROXY: "true",
    NOTIFY_EMAIL: "staff@example.dk",
  });
  const url = (path: string) => `${server().url}${path}`;
  const page = async (path: string) => {
    const response = await fetchFresh(url(path), { headers: { "x-forwarded-for": newAddress() } });
    return { response, html: await response.text() };
  };
  const post = (path: string, fields: Record<string, string>, headers = {}) =>
    fetchFresh(url(path), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields).toString(),
      headers: { ...FORM, origin: server().url, "x-forwarded-for": newAddress(), ...headers },
    });
  const store = <T>(work: Parameters<typeof withDatabase<T>>[1]) => withDatabase(database(), work);

  it("/begivenheder: coming events soonest first in Copenhagen time (winter and summer), kind, game, price, seats; cancelled as Aflyst; past under Tidligere; no drafts or trash", async () => {
    // Far ahead, so the fixed dates stay coming: a summer and a winter Saturday at 18.00.
    const summer = await addEvent(database(), {
      title: "Sommer-LAN",
      kind: "lan",
      ...timed("2099-07-18T16:00:00Z", 6),
      capacity: 4,
    });
    const winter = await addEvent(database(), {
      title: "Vinterturnering",
      kind: "tournament",
      game: "Counter-Strike 2",
      price: 150,
      ...timed("2099-01-17T17:00:00Z"),
      capacity: 10,
    });
    const full = await addEvent(database(), {
      title: "Udsolgt releaseparty",
      kind: "event",
      ...timed("2099-03-14T17:00:00Z", 3),
      capacity: 1,
      waitlist: false,
    });
    const cancelled = await addEvent(database(), {
      title: "Aflyst aften",
      ...timed("2099-05-16T17:00:00Z", 3),
    });
    const past = await addEvent(database(), { title: "Forrige LAN", ...timed(-20) });
    const draft = await addEvent(database(), { title: "Hemmelig kladde", status: "draft" });
    const trashed = await addEvent(database(), { title: "Smidt ud" });
    await store(async (db) => {
      await signUp(db, winter.slug, { name: "A", email: "a@example.dk", team_name: null });
      await signUp(db, full.slug, { name: "B", email: "b@example.dk", team_name: null });
      await cancelEvent(db, cancelled.id, "Sygdom");
      await deleteEvent(db, trashed.id, null);
    });

    const { response, html } = await page("/begivenheder");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    const text = textOf(html);
    const order = [winter, full, cancelled, summer].map((event) => text.indexOf(event.title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain("Vinterturnering");
    expect(text).toContain("lørdag 17. januar kl. 18.00");
    expect(text).toContain("lørdag 18. juli kl. 18.00");
    expect(text).toMatch(
      /Turnering 9 af 10 pladser ledige Vinterturnering lørdag 17\. januar kl\. 18\.00 Counter-Strike 2 150 kr\./,
    );
    expect(text).toMatch(/Event Fuldt booket Udsolgt releaseparty/);
    expect(text).toMatch(/LAN Aflyst Aflyst aften/);
    expect(text).toMatch(
      /LAN 4 af 4 pladser ledige Sommer-LAN lørdag 18\. juli kl\. 18\.00 Gratis/,
    );
    const earlier = text.slice(text.indexOf("Tidligere"));
    expect(text.indexOf("Tidligere")).toBeGreaterThan(text.indexOf("Sommer-LAN"));
    expect(earlier).toContain(past.title);
    expect(text).not.toContain(draft.title);
    expect(text).not.toContain(trashed.title);
    expect(html).toContain(`href="/begivenheder/${winter.slug}"`);
    expect(html).toContain('href="/begivenheder.ics"');

    // The home page: the event types as before, then the next three scheduled events and the link.
    const home = textOf((await page("/")).html);
    expect(home).toContain("Kontakt for tilbud");
    const next = home.slice(home.indexOf("Næste begivenheder"));
    const shown = [winter, full, summer].map((event) => next.indexOf(event.title));
    expect(shown.every((at) => at > 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(next).not.toContain(cancelled.title);
    expect(next).not.toContain(past.title);
    expect(next).toContain("Se alle begivenheder");
  });

  it("the event page: seats in words, description paragraphs, the form with Holdnavn for teams, the calendar link, title, description, canonical, Open Graph and JSON-LD Event", async () => {
    const event = await addEvent(database(), {
      title: "Hold-cup",
      kind: "tournament",
      game: "Rocket League",
      description: "Første afsnit om cuppen.\n\nAndet afsnit: <b>fed</b> tekst.",
      ...timed("2099-12-12T17:00:00Z"),
      capacity: 8,
      team_size: 3,
      price: 149.5,
    });
    const { response, html } = await page(`/begivenheder/${event.slug}`);
    expect(response.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("8 af 8 pladser ledige");
    expect(text).toContain("lørdag 12. december kl. 18.00–23.00");
    expect(text).toContain("149,50 kr.");
    expect(html).toContain('<p class="whitespace-pre-line">Første afsnit om cuppen.</p>');
    expect(html).toContain("Andet afsnit: &lt;b&gt;fed&lt;/b&gt; tekst.");
    for (const label of ["Navn", "E-mail", "Holdnavn"]) expect(html).toContain(`>${label}`);
    expect(html).toMatch(/<button type="submit"[^>]*>Tilmeld<\/button>/);
    expect(html).toContain('name="website"');
    expect(html).toContain(`href="/begivenheder/${event.slug}.ics"`);
    expect(text).toContain("Føj til kalender");
    // No framework JavaScript for a visitor: the form is a plain post.
    expect(html).not.toMatch(/<script[^>]+type="module"/);

    const canonical = `${server().url}/begivenheder/${event.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toMatch(/<title>Hold-cup, 12\. december 2099 \| /);
    expect(html).toContain(
      '<meta name="description" content="Første afsnit om cuppen. Andet afsnit',
    );
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    const [ld] = jsonLdOf(html);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Hold-cup",
      startDate: "2099-12-12T17:00:00.000Z",
      endDate: "2099-12-12T22:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: expect.any(String),
        address: expect.objectContaining({
          "@type": "PostalAddress",
          postalCode: expect.stringMatching(/^\d{4}$/),
          addressCountry: "DK",
        }),
      },
      organizer: { "@type": "Organization", name: expect.any(String), url: `${server().url}/` },
      description: "Første afsnit om cuppen.\n\nAndet afsnit: <b>fed</b> tekst.",
      offers: {
        "@type": "Offer",
        price: 149.5,
        priceCurrency: "DKK",
        availability: "https://schema.org/InStock",
        url: canonical,
        validFrom: event.created_at,
      },
    });
    // The JSON-LD cannot end its script element early.
    expect(html).not.toContain("<b>fed</b>");
  });

  it("an event with a picture: shown at the top of its page, and its largest width in the JSON-LD", async () => {
    const image = { id: "a".repeat(32), width: 1600, height: 900 };
    const event = await addEvent(database(), { title: "Med billede", image });
    const { html } = await page(`/begivenheder/${event.slug}`);
    expect(html).toContain(`src="/images/${image.id}/1280.webp"`);
    expect(html).toMatch(/<img[^>]+loading="eager"/);
    const [ld] = jsonLdOf(html) as [{ image: string[] }];
    expect(ld.image).toEqual([`${server().url}/images/${image.id}/1280.webp`]);
    const plain = await addEvent(database(), { title: "Uden billede" });
    const [without] = jsonLdOf((await page(`/begivenheder/${plain.slug}`)).html);
    expect(without).not.toHaveProperty("image");
  });

  it("cancelled, full, closed and past: the page says so and shows no form; cancelled is EventCancelled, full SoldOut", async () => {
    const cancelled = await addEvent(database(), { title: "Aflyses" });
    const full = await addEvent(database(), { title: "Fyldt", capacity: 1, waitlist: false });
    const closed = await addEvent(database(), {
      title: "Lukket",
      signup_closes_at: daysFromNow(-0.01),
    });
    const past = await addEvent(database(), timed(-2));
    await store(async (db) => {
      await cancelEvent(db, cancelled.id, "Vi mangler strøm.");
      await signUp(db, full.slug, { name: "A", email: "a@example.dk", team_name: null });
    });
    const expectations = [
      [
        cancelled,
        "Aflyst",
        "Begivenheden er aflyst. Vi mangler strøm.",
        "EventCancelled",
        "SoldOut",
      ],
      [
        full,
        "Fuldt booket",
        "Alle pladser er taget, og der er ingen venteliste.",
        "EventScheduled",
        "SoldOut",
      ],
      [closed, "Ledige pladser", "Tilmeldingen er lukket.", "EventScheduled", "SoldOut"],
      [past, "Afholdt", "Begivenheden er afholdt.", "EventScheduled", "SoldOut"],
    ] as const;
    for (const [event, seats, says, status, availability] of expectations) {
      const { response, html } = await page(`/begivenheder/${event.slug}`);
      expect(response.status, event.title).toBe(200);
      const text = textOf(html);
      expect(text, event.title).toContain(seats);
      expect(text, event.title).toContain(says);
      expect(html, event.title).not.toContain('name="email"');
      const [ld] = jsonLdOf(html) as [{ eventStatus: string; offers: { availability: string } }];
      expect(ld.eventStatus).toBe(`https://schema.org/${status}`);
      expect(ld.offers.availability).toBe(`https://schema.org/${availability}`);
    }
  });

  it("drafts, events in the trash and unknown slugs are 404; the sitemap lists every public event page and no other", async () => {
    const draft = await addEvent(database(), { title: "Kladde til sitemap", status: "draft" });
    const trashed = await addEvent(database(), { title: "Slettet til sitemap" });
    const listed = await addEvent(database(), { title: "Med i sitemap" });
    await store((db) => deleteEvent(db, trashed.id, null));
    for (const slug of [draft.slug, trashed.slug, "findes-ikke", "Store-Bogstaver"]) {
      const { response, html } = await page(`/begivenheder/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain(draft.title);
    }
    const sitemap = await (await fetchFresh(url("/sitemap.xml"))).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${server().url}/begivenheder`);
    expect(locs).toContain(`${server().url}/begivenheder/${listed.slug}`);
    expect(locs).not.toContain(`${server().url}/begivenheder/${draft.slug}`);
    expect(locs).not.toContain(`${server().url}/begivenheder/${trashed.slug}`);
    // The privacy page says what a sign-up keeps, and for how long.
    const privacy = textOf((await page("/privatliv")).html);
    expect(privacy).toContain("Tilmelding til begivenheder");
    // A tournament's bracket shows public names only, and keeps them and the results.
    expect(privacy).toContain("Turneringstræet");
    expect(privacy).toContain("aldrig din e-mail eller dit fulde navn");
    expect(privacy).toContain("navn, din e-mail, holdnavnet");
    expect(privacy).toContain(
      "30 dage efter begivenheden sletter vi navn, e-mail, holdnavn og gamertag",
    );
  });

  it("the form post without JavaScript: a seat, then the waitlist (nr. 1), each answered on the page after a redirect, each mailed; the kept page follows at once", async () => {
    const event = await addEvent(database(), { title: "Én plads", capacity: 1 });
    const path = `/begivenheder/${event.slug}`;
    expect(await (await keptCopy(url(path))).text()).toContain("1 af 1 pladser ledige");

    const first = await post(path, { name: "Sofie", email: "sofie@example.dk", website: "" });
    expect(first.status).toBe(303);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const answered = first.headers.get("location") ?? "";
    expect(answered).toBe(`${path}?tilmelding=bekraeftet#tilmeld`);
    const result = await page(answered);
    expect(result.response.headers.get("cache-control")).toBe("no-store");
    expect(textOf(result.html)).toContain("Du er tilmeldt");
    // The kept copy of the page went with the sign-up.
    expect(textOf(await (await fetchFresh(url(path))).text())).toContain("Fuldt booket");

    const second = await post(path, { name: "Mikkel", email: "mikkel@example.dk" });
    expect(second.headers.get("location")).toBe(`${path}?tilmelding=venteliste&nr=1#tilmeld`);
    expect(textOf((await page(second.headers.get("location") ?? "")).html)).toContain(
      "Du er på ventelisten som nr. 1",
    );

    const confirmation = await smtp().waitFor("sofie@example.dk");
    expect(confirmation.mail.attachments[0]?.filename).toBe(`${event.slug}.ics`);
    expect(linkIn(confirmation, `${server().url}/tilmelding/`)).toMatch(/\/tilmelding\/[\w-]{43}$/);
    const waiting = await smtp().waitFor("mikkel@example.dk");
    expect(waiting.text).toContain("Du er på ventelisten som nr. 1");
    await smtp().waitFor("staff@example.dk", (m) => m.text.includes("sofie@example.dk"));

    const rows = await store((db) => listRegistrations(db, event.id));
    expect(rows.map((row) => [row.name, row.status, row.position])).toEqual([
      ["Sofie", "confirmed", null],
      ["Mikkel", "waitlisted", 1],
    ]);
  });

  it("the same e-mail again, by the JSON endpoint or the form: answered as the first time, no new row, mailed again with a link of its own, and every link mailed before keeps working", async () => {
    const event = await addEvent(database(), { title: "Igen og igen", capacity: 1 });
    const path = `/begivenheder/${event.slug}`;
    const json = (body: object) =>
      fetchFresh(url(`/api/events/${event.slug}/registrations`), {
        method: "POST",
        body: JSON.stringify(body),
        headers: {
          "content-type": "application/json",
          origin: server().url,
          "x-forwarded-for": newAddress(),
        },
      });
    /** The `/tilmelding/` links mailed to `address`, once `count` mails have come. */
    const linksTo = async (address: string, count: number) => {
      await expect
        .poll(() => smtp().mails.filter((m) => m.to.includes(address)).length)
        .toBe(count);
      return smtp()
        .mails.filter((m) => m.to.includes(address))
        .map((m) => new URL(linkIn(m, `${server().url}/tilmelding/`)).pathname);
    };
    const sofie = { name: "Sofie", email: "sofie.igen@example.dk" };
    const mikkel = { name: "Mikkel", email: "mikkel.igen@example.dk" };

    const first = await json(sofie);
    expect([first.status, await first.json()]).toEqual([201, { status: "confirmed" }]);
    const waiting = await json(mikkel);
    expect([waiting.status, await waiting.json()]).toEqual([
      201,
      { status: "waitlisted", position: 1 },
    ]);
    await linksTo(sofie.email, 1);
    const [mikkelFirst] = await linksTo(mikkel.email, 1);

    const again = await json({ ...sofie, email: " SOFIE.IGEN@example.dk" });
    expect([again.status, await again.json()]).toEqual([201, { status: "confirmed" }]);
    const byForm = await post(path, sofie);
    expect(byForm.headers.get("location")).toBe(`${path}?tilmelding=bekraeftet#tilmeld`);
    const mikkelByForm = await post(path, mikkel);
    expect(mikkelByForm.headers.get("location")).toBe(`${path}?tilmelding=venteliste&nr=1#tilmeld`);

    const sofiesLinks = await linksTo(sofie.email, 3);
    expect(new Set(sofiesLinks).size).toBe(3);
    const repeated = smtp().mails.filter((m) => m.to.includes(sofie.email));
    for (const mail of repeated) expect(mail.mail.subject).toBe(`Du er tilmeldt: ${event.title}`);
    const mikkelsLinks = await linksTo(mikkel.email, 2);
    expect(
      smtp()
        .mails.filter((m) => m.to.includes(mikkel.email))
        .at(-1)?.text,
    ).toContain("Du er på ventelisten som nr. 1");
    expect(
      (await store((db) => listRegistrations(db, event.id))).map((row) => [row.name, row.status]),
    ).toEqual([
      ["Sofie", "confirmed"],
      ["Mikkel", "waitlisted"],
    ]);
    // The staff heard of each guest once.
    await smtp().waitFor("staff@example.dk", (m) => m.text.includes(mikkel.email));
    const notices = smtp().mails.filter(
      (m) => m.to.includes("staff@example.dk") && m.text.includes(".igen@example.dk"),
    );
    expect(notices).toHaveLength(2);

    for (const link of [...sofiesLinks, ...mikkelsLinks]) {
      const shown = await page(link);
      expect(shown.response.status, link).toBe(200);
      expect(textOf(shown.html)).toContain("Igen og igen");
    }
    // Afmeld through the first link; Mikkel's first link now shows his seat.
    expect((await post(sofiesLinks[0] ?? "", {})).status).toBe(303);
    await linksTo(mikkel.email, 3);
    expect(textOf((await page(mikkelFirst ?? "")).html)).toContain("Tilmeldt");
    expect(textOf((await page(sofiesLinks[2] ?? "")).html)).toContain("Du er afmeldt");
  });

  it("a refused post: 400 with the errors beside the fields and the text kept; refused from another site, 413 over 16 KiB, a filled honeypot answered as a seat; nothing stored", async () => {
    const event = await addEvent(database(), { title: "Afvisninger", team_size: 2 });
    const path = `/begivenheder/${event.slug}`;
    const before = await databaseChecksum(database());
    const invalid = await post(path, { name: "Sofie", email: "ikke-en-adresse", team_name: "" });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    const html = await invalid.text();
    expect(textOf(html)).toContain("Skriv en gyldig e-mailadresse");
    expect(textOf(html)).toContain("Skriv holdets navn");
    expect(html).toContain('value="Sofie"');
    expect(html).toContain('aria-invalid="true"');
    const foreign = await post(
      path,
      { name: "A", email: "a@example.dk", team_name: "X" },
      {
        origin: "https://evil.example",
      },
    );
    // React Router refuses another site's post to a page's action before it runs (400).
    expect(String(foreign.status)).toMatch(/^4\d\d$/);
    const large = await post(path, {
      name: "A",
      email: "a@example.dk",
      team_name: "x".repeat(17_000),
    });
    expect(large.status).toBe(413);
    expect(await databaseChecksum(database())).toBe(before);
    // The honeypot counts towards the hourly limit, and stores no one.
    const bot = await post(path, {
      name: "Bot",
      email: "bot@example.dk",
      team_name: "Bots",
      website: "https://spam.example",
    });
    expect(bot.status).toBe(303);
    expect(bot.headers.get("location")).toBe(`${path}?tilmelding=bekraeftet#tilmeld`);
    expect(await store((db) => listRegistrations(db, event.id))).toEqual([]);
  });

  it("10 sign-ups an hour from one address, shared with the JSON endpoint; the 11th is 429", async () => {
    const event = await addEvent(database(), { title: "Grænsen" });
    const path = `/begivenheder/${event.slug}`;
    const address = newAddress();
    for (let n = 0; n < 5; n++) {
      const response = await post(
        path,
        { name: `G${n}`, email: `g${n}@example.dk` },
        {
          "x-forwarded-for": address,
        },
      );
      expect(response.status).toBe(303);
      const json = await fetchFresh(url(`/api/events/${event.slug}/registrations`), {
        method: "POST",
        body: JSON.stringify({ name: `J${n}`, email: `j${n}@example.dk` }),
        headers: {
          "content-type": "application/json",
          origin: server().url,
          "x-forwarded-for": address,
        },
      });
      expect(json.status).toBe(201);
    }
    const refused = await post(
      path,
      { name: "For mange", email: "mange@example.dk" },
      {
        "x-forwarded-for": address,
      },
    );
    expect(refused.status).toBe(429);
    expect(textOf(await refused.text())).toContain("mange tilmeldinger fra din forbindelse");
    // The JSON endpoint's sign-ups are mailed as the form's are.
    const mailed = await smtp().waitFor("j0@example.dk");
    expect(mailed.mail.subject).toBe(`Du er tilmeldt: ${event.title}`);
    expect(linkIn(mailed, `${server().url}/tilmelding/`)).toMatch(/[\w-]{43}$/);
  });

  it("a kept page shows no open form once sign-up has closed, without any write", async () => {
    const closes = new Date(Date.now() + 2_500).toISOString();
    const event = await addEvent(database(), { title: "Lukker snart", signup_closes_at: closes });
    const path = `/begivenheder/${event.slug}`;
    expect(await (await keptCopy(url(path))).text()).toContain('name="email"');
    await new Promise((resolve) => setTimeout(resolve, Date.parse(closes) - Date.now() + 300));
    const after = await (await fetchFresh(url(path))).text();
    expect(after).not.toContain('name="email"');
    expect(textOf(after)).toContain("Tilmeldingen er lukket.");
  });

  it("/tilmelding/TOKEN: the registration and Afmeld; afterwards the seat goes to the first on the waitlist, who is mailed; unknown links 404; bad posts 4xx", async () => {
    const event = await addEvent(database(), { title: "Afmeldes", capacity: 1 });
    const [first, second] = await store(async (db) => [
      await signUp(db, event.slug, { name: "Første", email: "forste@example.dk", team_name: null }),
      await signUp(db, event.slug, { name: "Anden", email: "anden@example.dk", team_name: null }),
    ]);
    if (first?.kind !== "registered" || second?.kind !== "registered") throw new Error("no seats");
    const path = `/tilmelding/${first.token}`;
    const shown = await page(path);
    expect(shown.response.status).toBe(200);
    expect(shown.response.headers.get("cache-control")).toBe("no-store");
    expect(shown.html).toContain('<meta name="robots" content="noindex"/>');
    const text = textOf(shown.html);
    expect(text).toContain("Afmeldes");
    expect(text).toContain("Første");
    expect(text).toContain("Tilmeldt");
    expect(shown.html).toMatch(/<button type="submit"[^>]*>Afmeld<\/button>/);
    expect(textOf((await page(`/tilmelding/${second.token}`)).html)).toContain(
      "På ventelisten som nr. 1",
    );

    const before = await databaseChecksum(database());
    expect(String((await post(path, {}, { origin: "https://evil.example" })).status)).toMatch(
      /^4\d\d$/,
    );
    expect((await post(path, { x: "y".repeat(2_000) })).status).toBe(413);
    expect((await post(`/tilmelding/${"A".repeat(43)}`, {})).status).toBe(404);
    expect((await post("/tilmelding/kort", {})).status).toBe(404);
    expect(await databaseChecksum(database())).toBe(before);

    const cancelled = await post(path, {});
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(path);
    expect(textOf((await page(path)).html)).toContain("Du er afmeldt");
    expect(await store((db) => listRegistrations(db, event.id))).toMatchObject([
      { name: "Anden", status: "confirmed", position: null },
      { name: "Første", status: "cancelled" },
    ]);
    const promoted = await smtp().waitFor("anden@example.dk", (m) =>
      m.text.includes("Du har fået en plads"),
    );
    expect(promoted.mail.attachments[0]?.filename).toBe(`${event.slug}.ics`);
    expect(textOf(await (await fetchFresh(url(`/begivenheder/${event.slug}`))).text())).toContain(
      "Fuldt booket",
    );
    // A second Afmeld changes nothing.
    const again = await databaseChecksum(database());
    expect((await post(path, {})).status).toBe(409);
    expect(await databaseChecksum(database())).toBe(again);

    // The request log never holds the link's secret.
    await server().lineWith('"path":"/tilmelding/…"');
    expect(server().output()).not.toContain(first.token);

    const unknown = await page(`/tilmelding/${"B".repeat(43)}`);
    expect(unknown.response.status).toBe(404);
    expect(textOf(unknown.html)).toContain("Linket virker ikke");
    expect((await page("/tilmelding/x")).response.status).toBe(404);
  });

  it("staff's Aflys mails everyone confirmed or waitlisted the message; staff cancelling a guest mails the one given the seat", async () => {
    const staff = await signedInAdmin(server(), database().databaseUrl);
    const event = await addEvent(database(), { title: "Personalet aflyser", capacity: 1 });
    const [first, second] = await store(async (db) => [
      await signUp(db, event.slug, { name: "Ida", email: "ida@example.dk", team_name: null }),
      await signUp(db, event.slug, { name: "Jonas", email: "jonas@example.dk", team_name: null }),
    ]);
    if (first?.kind !== "registered" || second?.kind !== "registered") throw new Error("no seats");

    const removed = await staff.patch(
      `/api/admin/events/${event.id}/registrations/${first.registration.id}`,
      { status: "cancelled" },
    );
    expect(removed.status).toBe(200);
    const seat = await smtp().waitFor("jonas@example.dk", (m) =>
      m.text.includes("Du har fået en plads"),
    );
    expect(seat.mail.attachments[0]?.filename).toBe(`${event.slug}.ics`);

    const cancelled = await staff.post(`/api/admin/events/${event.id}/cancel`, {
      message: "Vi er løbet tør for strøm.",
    });
    expect(cancelled.status).toBe(200);
    const told = await smtp().waitFor(
      "jonas@example.dk",
      (m) => m.mail.subject === "Aflyst: Personalet aflyser",
    );
    expect(told.text).toContain("Vi er løbet tør for strøm.");
    // Ida had already been taken off: she is not told.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp().mails.filter((m) => m.to.includes("ida@example.dk"))).toEqual([]);
  });
});
