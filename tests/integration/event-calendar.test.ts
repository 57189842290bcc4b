import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { deleteEvent } from "#app/features/events/events.server.ts";
import { PUBLIC_SHARED } from "#app/lib/cache-control.ts";
import { fetchFresh, keptCopy } from "#tests/support/api-client.ts";
import { testDatabases, withDatabase } from "#tests/support/databases.ts";
import { addEvent, timed } from "#tests/support/events.ts";
import { useServerOn } from "#tests/support/server.ts";

/**
 * The calendar feeds over real HTTP (docs/api.md#the-calendar-feeds), on SQLite and PostgreSQL:
 * what the feed holds, its headers, and a file a maintained parser (ical.js) reads. The rules of
 * the format itself are proven in app/features/events/calendar.server.test.ts.
 */

const ADDRESS = "Kalendervej 7, 2000 Frederiksberg";

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
}

describe.each(testDatabases())("the calendar feeds on $name", (kind) => {
  const { server, database } = useServerOn(kind, { SITE_ADDRESS: ADDRESS });
  const get = (path: string) => fetchFresh(`${server().url}${path}`);

  it("the feed holds coming events and those of the last 30 days, not drafts or the trash", async () => {
    const coming = await addEvent(database(), { title: "Kommende turnering" });
    const recent = await addEvent(database(), { title: "For nylig", ...timed(-20) });
    const old = await addEvent(database(), { title: "For længe siden", ...timed(-40) });
    const draft = await addEvent(database(), { title: "Kladde", status: "draft" });
    const trashed = await addEvent(database(), { title: "Slettet" });
    await withDatabase(database(), (db) => deleteEvent(db, trashed.id, null));

    const response = await get("/begivenheder.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_SHARED);
    const text = await response.text();
    const host = new URL(server().url).hostname;
    const events = vevents(text);
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      [`event-${recent.id}@${host}`, "For nylig"],
      [`event-${coming.id}@${host}`, "Kommende turnering"],
    ]);
    expect(text).not.toContain(old.title);
    expect(text).not.toContain(draft.title);
    expect(text).not.toContain(trashed.title);
    // The center's address, as the site shows it (here the operator's SITE_ADDRESS).
    expect(events.map((event) => event.location)).toEqual([ADDRESS, ADDRESS]);
    expect(events[1]?.component.getFirstPropertyValue("url")).toBe(
      `${server().url}/begivenheder/${coming.slug}`,
    );

    // A second download is the same file, kept by the server like a public page.
    const kept = await keptCopy(`${server().url}/begivenheder.ics`);
    expect(await kept.text()).toBe(text);
    const etag = kept.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const unchanged = await fetchFresh(`${server().url}/begivenheder.ics`, {
      headers: { "if-none-match": etag },
    });
    expect(unchanged.status).toBe(304);
  });

  it("one event's file; drafts, the trash and unknown slugs are 404", async () => {
    const event = await addEvent(database(), { title: "Én aften" });
    const draft = await addEvent(database(), { title: "Hemmelig kladde", status: "draft" });
    const response = await get(`/begivenheder/${event.slug}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="${event.slug}.ics"`,
    );
    expect(vevents(await response.text()).map((parsed) => parsed.summary)).toEqual(["Én aften"]);
    for (const slug of [draft.slug, "findes-ikke", "Store-Bogstaver"]) {
      const missing = await get(`/begivenheder/${slug}.ics`);
      expect(missing.status, slug).toBe(404);
      expect(await missing.text()).not.toContain("Hemmelig");
    }
  });
});
