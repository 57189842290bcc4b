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
  listText,
  mailtoHref,
  nonBreaking,
  telHref,
} from "./format.ts";

describe("Danish numbers", () => {
  it("writes ratings with a decimal comma and one decimal", () => {
    expect([4.8, 5, 0].map((value) => formatRating(value))).toEqual(["4,8", "5,0", "0,0"]);
  });

  it("writes prices in kroner and counts with a thousands dot", () => {
    expect([12, 1250].map((value) => formatKroner(value))).toEqual(["12 kr.", "1.250 kr."]);
    expect([10_000, 2_000, 0].map((value) => formatCount(value))).toEqual(["10.000", "2.000", "0"]);
  });
});

describe("English numbers and moments", () => {
  it("writes prices as DKK, decimals with a point and thousands with a comma", () => {
    expect([12, 1250, 12.5].map((value) => formatKroner(value, "en"))).toEqual([
      "DKK 12",
      "DKK 1,250",
      "DKK 12.50",
    ]);
    expect(formatRating(4.8, "en")).toBe("4.8");
    expect(formatCount(10_000, "en")).toBe("10,000");
    expect(listText(["a", "b", "c"], "en")).toBe("a, b and c");
  });

  it("writes an event's time as Saturday 14 December, 18:00 in Copenhagen", () => {
    expect(formatEventTime("2026-12-14T17:00:00Z", { lang: "en" })).toBe(
      "Monday 14 December, 18:00",
    );
    expect(formatEventSpan("2026-12-12T17:00:00Z", "2026-12-12T22:00:00Z", { lang: "en" })).toBe(
      "Saturday 12 December, 18:00–23:00",
    );
    expect(formatDate("2026-11-22T10:00:00Z", "en")).toBe("22 November 2026");
    expect(formatClock(new Date("2026-12-14T17:05:09Z"), ":")).toBe("18:05:09");
  });
});

/** Each formatter of a moment, by the name the table below gives it. */
const momentFormats = {
  formatDate,
  formatDateTime,
  formatShortDateTime,
  listText,
  formatClock: (at: string) => formatClock(new Date(at)),
  formatEventTime,
  "formatEventTime withYear": (at: string) => formatEventTime(at, { withYear: true }),
};

/** Moments in UTC, each with the name of a formatter above and what it writes in Copenhagen. */
const MOMENTS = [
  ["formatDate", "2026-11-22T10:00:00Z", "22. november 2026"],
  // 23:30 UTC on 31 December is already New Year's Day in Copenhagen.
  ["formatDate", "2026-12-31T23:30:00Z", "1. januar 2027"],
  ["formatDateTime", "2026-11-26T07:31:05Z", "26. nov. 2026 kl. 08.31.05"],
  ["formatDateTime", "2026-07-01T22:00:00Z", "2. jul. 2026 kl. 00.00.00"],
  ["formatShortDateTime", "2026-12-14T17:00:00Z", "14.12.2026 18.00"],
  ["formatShortDateTime", "2026-07-01T22:05:00Z", "02.07.2026 00.05"],
  ["formatClock", "2026-01-15T07:05:09Z", "08.05.09"],
  ["formatClock", "2026-07-15T22:59:59Z", "00.59.59"],
  // Summer time begins and ends at 01:00 UTC on the last Sundays of March and October.
  ["formatClock", "2026-03-29T00:59:59Z", "01.59.59"],
  ["formatClock", "2026-03-29T01:00:00Z", "03.00.00"],
  ["formatClock", "2026-10-25T00:59:59Z", "02.59.59"],
  ["formatClock", "2026-10-25T01:00:00Z", "02.00.00"],
  ["formatEventTime", "2026-12-12T17:00:00.000Z", "lørdag 12. december kl. 18.00"],
  ["formatEventTime", "2026-07-14T16:00:00.000Z", "tirsdag 14. juli kl. 18.00"],
  ["formatEventTime withYear", "2025-12-13T08:05:00.000Z", "lørdag 13. december 2025 kl. 09.05"],
] as const;

describe("moments as the clock on the wall in Copenhagen, winter (UTC+1) and summer (UTC+2)", () => {
  it.each(MOMENTS)("%s(%s) is %s", (format, at, text) => {
    expect(momentFormats[format](at)).toBe(text);
  });

  it("formatClock agrees with Intl's Europe/Copenhagen at any instant of this century", () => {
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

  it("an event's span on one day gives the end's time; past midnight both in full", () => {
    expect(formatEventSpan("2026-12-12T17:00:00.000Z", "2026-12-12T22:00:00.000Z")).toBe(
      "lørdag 12. december kl. 18.00–23.00",
    );
    expect(formatEventSpan("2026-12-12T17:00:00.000Z", "2026-12-13T01:30:00.000Z")).toBe(
      "lørdag 12. december kl. 18.00 til søndag 13. december kl. 02.30",
    );
  });
});

describe("phone numbers and addresses", () => {
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
