import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";
import { eventRow } from "#tests/support/event-row.ts";
import { eventsCalendar } from "./calendar.server.ts";
import type { Event } from "./event.ts";
import { cancelEvent, createEvent, updateEvent } from "./events.server.ts";
import { feedEvents } from "./queries.server.ts";
import { eventInput } from "./schema.ts";

const SITE = {
  origin: "https://gaming.example",
  name: "Frederiksberg Gaming Center",
  address: "Eksempelvej 1, 2000 Frederiksberg",
};

const event = (fields: Partial<Event> = {}): Event =>
  eventRow({
    slug: "lan-aften-juli",
    title: "LAN-aften juli",
    // Summer time: 18.00-24.00 in Copenhagen.
    starts_at: "2026-07-14T16:00:00.000Z",
    ends_at: "2026-07-14T22:00:00.000Z",
    signup_closes_at: "2026-07-14T16:00:00.000Z",
    created_at: "2026-06-01T10:00:00.000Z",
    updated_at: "2026-06-02T10:00:00.000Z",
    ...fields,
  });

/** The VEVENTs of a calendar text, read by ical.js (Mozilla's parser) with its own VTIMEZONE. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((component) => ({
      component,
      event: new ICAL.Event(component),
    })),
  };
}

describe("the iCalendar of events", () => {
  it("parses: UID, SEQUENCE, Copenhagen times through the VTIMEZONE, summary, place and link", () => {
    const { calendar, events } = parse(eventsCalendar([event()], SITE));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
      "Europe/Copenhagen",
    );
    const [only] = events;
    if (!only) throw new Error("no VEVENT");
    const { component, event: parsed } = only;
    expect(parsed.uid).toBe("event-0f4c2b9e-1111-4222-8333-944455556666@gaming.example");
    expect(parsed.sequence).toBe(0);
    expect(parsed.summary).toBe("LAN-aften juli");
    expect(parsed.location).toBe("Eksempelvej 1, 2000 Frederiksberg");
    expect(component.getFirstPropertyValue("url")).toBe(
      "https://gaming.example/begivenheder/lan-aften-juli",
    );
    expect(component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Copenhagen");
    expect(parsed.startDate.toString()).toBe("2026-07-14T18:00:00");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-07-14T16:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-07-14T22:00:00.000Z");
    // DTSTAMP in UTC: when the event was last revised.
    expect(component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-06-02T10:00:00Z");
  });

  it("winter times carry the winter offset", () => {
    const winter = event({
      starts_at: "2026-12-14T17:00:00.000Z",
      ends_at: "2026-12-15T01:00:00.000Z",
    });
    const [parsed] = parse(eventsCalendar([winter], SITE)).events;
    expect(parsed?.event.startDate.toString()).toBe("2026-12-14T18:00:00");
    expect(parsed?.event.endDate.toJSDate().toISOString()).toBe("2026-12-15T01:00:00.000Z");
  });

  it("escapes , ; \\ and newlines, folds at 75 octets, ends every line with CRLF", () => {
    const title = `Cup; finale, runde 2 \\ "æøå"\nanden linje ${"æøå 🎮 ".repeat(12)}`;
    const text = eventsCalendar(
      [event({ title, description: "Første afsnit.\n\nAndet; afsnit." })],
      SITE,
    );
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text).toContain('SUMMARY:Cup\\; finale\\, runde 2 \\\\ "æøå"\\nanden linje');
    const [parsed] = parse(text).events;
    expect(parsed?.event.summary).toBe(title);
    expect(parsed?.event.description).toBe("Første afsnit.\n\nAndet; afsnit.");
  });

  it("a cancelled event is STATUS:CANCELLED, with the staff's message", () => {
    const cancelled = event({
      status: "cancelled",
      cancel_message: "Strømmen er gået.",
      sequence: 1,
    });
    const [parsed] = parse(eventsCalendar([cancelled], SITE)).events;
    expect(parsed?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(parsed?.event.description).toBe("Aflyst: Strømmen er gået.");
    expect(parsed?.event.sequence).toBe(1);
  });
});

describe.each(testDatabases())("the calendar feed from the store on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;
  const feed = async (now: Date) => parse(eventsCalendar(await feedEvents(db(), now), SITE)).events;
  const NOW = new Date("2026-12-01T12:00:00Z");
  const input = (fields: Record<string, unknown> = {}) =>
    eventInput.parse({
      title: "Turnering",
      kind: "tournament",
      starts_at: "2026-12-14T18:00:00+01:00",
      ends_at: "2026-12-14T23:00:00+01:00",
      status: "scheduled",
      ...fields,
    });

  it("keeps the UID across downloads and edits; SEQUENCE rises with time and status", async () => {
    const created = await createEvent(db(), input(), NOW);
    const first = await feed(NOW);
    expect(eventsCalendar(await feedEvents(db(), NOW), SITE)).toBe(
      eventsCalendar(await feedEvents(db(), NOW), SITE),
    );
    const uid = first[0]?.event.uid;
    expect(uid).toBe(`event-${created.id}@gaming.example`);

    await updateEvent(db(), created.id, { ...input({ title: "Nyt navn" }), version: 1 }, NOW);
    const renamed = await feed(NOW);
    expect(renamed.map((e) => [e.event.uid, e.event.summary, e.event.sequence])).toEqual([
      [uid, "Nyt navn", 0],
    ]);

    const later = input({
      title: "Nyt navn",
      starts_at: "2026-12-14T19:00:00+01:00",
      ends_at: "2026-12-15T00:00:00+01:00",
    });
    await updateEvent(db(), created.id, { ...later, version: 2 }, NOW);
    const moved = await feed(NOW);
    expect(moved.map((e) => [e.event.uid, e.event.sequence, e.event.startDate.toString()])).toEqual(
      [[uid, 1, "2026-12-14T19:00:00"]],
    );

    await cancelEvent(db(), created.id, "Aflyst pga. sygdom", NOW);
    const [cancelled] = await feed(NOW);
    expect(cancelled?.event.uid).toBe(uid);
    expect(cancelled?.event.sequence).toBe(2);
    expect(cancelled?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
