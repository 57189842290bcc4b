import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatEventSpan,
  formatEventTime,
  formatKroner,
  formatRating,
  formatShortDateTime,
  mailtoHref,
  nonBreaking,
  telHref,
} from "./format.ts";

describe("Danish formatting", () => {
  it("writes ratings with a decimal comma and one decimal", () => {
    expect(formatRating(4.8)).toBe("4,8");
    expect(formatRating(5)).toBe("5,0");
    expect(formatRating(0)).toBe("0,0");
  });

  it("writes prices in kroner with a thousands dot", () => {
    expect(formatKroner(12)).toBe("12 kr.");
    expect(formatKroner(1250)).toBe("1.250 kr.");
  });

  it("writes dates as day, month name and year in Copenhagen", () => {
    expect(formatDate("2026-11-22T10:00:00Z")).toBe("22. november 2026");
    // 23:30 UTC on 31 December is already New Year's Day in Copenhagen.
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("1. januar 2027");
  });

  it("writes a moment as date and Copenhagen time, in winter and summer", () => {
    expect(formatDateTime("2026-11-26T07:31:05Z")).toBe("26. nov. 2026 kl. 08.31.05");
    expect(formatDateTime("2026-07-01T22:00:00Z")).toBe("2. jul. 2026 kl. 00.00.00");
    expect(formatShortDateTime("2026-12-14T17:00:00Z")).toBe("14.12.2026 18.00");
    expect(formatShortDateTime("2026-07-01T22:05:00Z")).toBe("02.07.2026 00.05");
  });

  it("shows Copenhagen time as HH.MM.SS in winter and summer", () => {
    expect(formatClock(new Date("2026-01-15T07:05:09Z"))).toBe("08.05.09");
    expect(formatClock(new Date("2026-07-15T22:59:59Z"))).toBe("00.59.59");
  });

  it("changes to and from summer time at 01:00 UTC on the last Sundays of March and October", () => {
    expect(formatClock(new Date("2026-03-29T00:59:59Z"))).toBe("01.59.59");
    expect(formatClock(new Date("2026-03-29T01:00:00Z"))).toBe("03.00.00");
    expect(formatClock(new Date("2026-10-25T00:59:59Z"))).toBe("02.59.59");
    expect(formatClock(new Date("2026-10-25T01:00:00Z"))).toBe("02.00.00");
  });

  it("agrees with Intl's Europe/Copenhagen at any instant of this century", () => {
    const intl = new Intl.DateTimeFormat("da-DK", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone: "Europe/Copenhagen",
    });
    const start = Date.UTC(2001, 0, 1);
    const span = Date.UTC(2099, 11, 31) - start;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: span / 1000 }), (offset) => {
        const at = new Date(start + offset * 1000);
        expect(formatClock(at)).toBe(intl.format(at).replaceAll(":", "."));
      }),
      { numRuns: 20_000 },
    );
  });

  it("keeps a phone number on one line with non-breaking spaces", () => {
    expect(nonBreaking("+45 12 34 56 78")).toBe("+45\u00a012\u00a034\u00a056\u00a078");
  });

  it("builds tel: and mailto: links", () => {
    expect(telHref("+45 12 34 56 78")).toBe("tel:+4512345678");
    expect(mailtoHref("a@b.dk")).toBe("mailto:a@b.dk");
    expect(mailtoHref("a@b.dk", { subject: "Fødselsdag & LAN" })).toBe(
      "mailto:a@b.dk?subject=F%C3%B8dselsdag%20%26%20LAN",
    );
  });
});

describe("formatCount", () => {
  it("groups thousands with a full stop, as Danish does", () => {
    expect(formatCount(10_000)).toBe("10.000");
    expect(formatCount(2_000)).toBe("2.000");
    expect(formatCount(0)).toBe("0");
  });
});

describe("event times in Copenhagen time", () => {
  it("winter (UTC+1) and summer (UTC+2) read as the clock on the wall", () => {
    expect(formatEventTime("2026-12-12T17:00:00.000Z")).toBe("lørdag 12. december kl. 18.00");
    expect(formatEventTime("2026-07-14T16:00:00.000Z")).toBe("tirsdag 14. juli kl. 18.00");
    expect(formatEventTime("2025-12-13T08:05:00.000Z", { withYear: true })).toBe(
      "lørdag 13. december 2025 kl. 09.05",
    );
  });

  it("a span on one day gives the end's time; past midnight both in full", () => {
    expect(formatEventSpan("2026-12-12T17:00:00.000Z", "2026-12-12T22:00:00.000Z")).toBe(
      "lørdag 12. december kl. 18.00–23.00",
    );
    expect(formatEventSpan("2026-12-12T17:00:00.000Z", "2026-12-13T01:30:00.000Z")).toBe(
      "lørdag 12. december kl. 18.00 til søndag 13. december kl. 02.30",
    );
  });
});
