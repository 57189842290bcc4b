import { describe, expect, it } from "vitest";
import { eventRow } from "#tests/support/event-row.ts";
import type { EventWithCounts } from "./event.ts";
import { nextChange, publicState, seatText, takesSignUps } from "./public-status.ts";

const NOW = new Date("2026-12-01T12:00:00.000Z");

const event = (fields: Partial<EventWithCounts> = {}): EventWithCounts =>
  eventRow({
    id: "e1",
    slug: "lan",
    title: "LAN",
    capacity: 10,
    signup_closes_at: "2026-12-09T12:00:00.000Z",
    confirmed: 3,
    ...fields,
  });

describe("an event as a visitor sees it", () => {
  it("says the seats as docs/pages.md writes them", () => {
    expect(seatText(event(), NOW)).toBe("7 af 10 pladser ledige");
    expect(seatText(event({ confirmed: 9 }), NOW)).toBe("1 af 10 pladser ledige");
    // Counts as Danes write them.
    expect(seatText(event({ capacity: 1000, confirmed: 0 }), NOW)).toBe(
      "1.000 af 1.000 pladser ledige",
    );
    expect(seatText(event({ confirmed: 10 }), NOW)).toBe("Fuldt booket");
    expect(seatText(event({ confirmed: 12 }), NOW)).toBe("Fuldt booket");
    expect(seatText(event({ status: "cancelled" }), NOW)).toBe("Aflyst");
    expect(seatText(event({ capacity: null }), NOW)).toBe("Ledige pladser");
    expect(seatText(event({ ends_at: "2026-12-01T11:00:00.000Z" }), NOW)).toBe("Afholdt");
  });

  it("takes sign-ups while a seat or a waitlist place is there, until sign-up closes", () => {
    expect(publicState(event(), NOW)).toBe("open");
    expect(publicState(event({ confirmed: 10 }), NOW)).toBe("waitlist");
    expect(publicState(event({ confirmed: 10, waitlist: false }), NOW)).toBe("full");
    expect(publicState(event({ signup_closes_at: NOW.toISOString() }), NOW)).toBe("closed");
    expect(publicState(event({ status: "cancelled" }), NOW)).toBe("cancelled");
    expect(takesSignUps("open") && takesSignUps("waitlist")).toBe(true);
    for (const state of ["full", "closed", "cancelled", "ended"] as const) {
      expect(takesSignUps(state)).toBe(false);
    }
  });

  it("the next moment any of the events turns by the clock", () => {
    const later = event({
      signup_closes_at: "2026-12-20T10:00:00.000Z",
      starts_at: "2026-12-20T17:00:00.000Z",
      ends_at: "2026-12-20T20:00:00.000Z",
    });
    expect(nextChange([later, event()], NOW)?.toISOString()).toBe("2026-12-09T12:00:00.000Z");
    const running = event({
      signup_closes_at: "2026-12-01T10:00:00.000Z",
      starts_at: "2026-12-01T11:00:00.000Z",
    });
    expect(nextChange([running], NOW)?.toISOString()).toBe("2026-12-10T23:00:00.000Z");
    expect(nextChange([], NOW)).toBeUndefined();
  });
});
