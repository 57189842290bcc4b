import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatKroner, formatRating, mailtoHref, telHref } from "./format";

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

  it("shows Copenhagen time as HH.MM.SS in winter and summer", () => {
    expect(formatClock(new Date("2026-01-15T07:05:09Z"))).toBe("08.05.09");
    expect(formatClock(new Date("2026-07-15T22:59:59Z"))).toBe("00.59.59");
  });

  it("builds tel: and mailto: links", () => {
    expect(telHref("+45 12 34 56 78")).toBe("tel:+4512345678");
    expect(mailtoHref("a@b.dk")).toBe("mailto:a@b.dk");
    expect(mailtoHref("a@b.dk", { subject: "Fødselsdag & LAN" })).toBe(
      "mailto:a@b.dk?subject=F%C3%B8dselsdag%20%26%20LAN",
    );
  });
});
