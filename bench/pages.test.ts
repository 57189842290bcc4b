import { describe, expect, it } from "vitest";
import { eventInput } from "#app/features/events/schema.ts";
import { baselineName, benchEvent, measuredPages } from "./pages.ts";

describe("the pages the bench measures", () => {
  it("are the navigation's four, the events' list and one event's page, and four in English", () => {
    expect(measuredPages("cs2-frederiksberg-cup")).toEqual([
      "/",
      "/services",
      "/references",
      "/booking",
      "/begivenheder",
      "/begivenheder/cs2-frederiksberg-cup",
      "/en",
      "/en/services",
      "/en/events",
      "/en/events/cs2-frederiksberg-cup",
    ]);
  });

  it("writes an event the store takes: scheduled, ahead, with seats and a sign-up form", () => {
    const event = eventInput.parse(benchEvent(Date.parse("2026-11-26T12:00:00Z")));
    expect(event).toMatchObject({ status: "scheduled", capacity: 16, team_size: 5 });
    expect(event.starts_at > "2026-11-26T12:00:00.000Z").toBe(true);
  });

  it("names each page's static baseline file by a type nginx knows", () => {
    expect(measuredPages("cup").map(baselineName)).toEqual([
      "index.html",
      "services.html",
      "references.html",
      "booking.html",
      "begivenheder.html",
      "begivenheder-cup.html",
      "en.html",
      "en-services.html",
      "en-events.html",
      "en-events-cup.html",
    ]);
    expect(baselineName("/api/testimonials")).toBe("api-testimonials.json");
  });
});
