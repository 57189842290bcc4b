import { describe, expect, it } from "vitest";
import { dateTimeText, isoFromLocal, localFromIso } from "./date-time.ts";

describe("the date-time field (Copenhagen ↔ ISO 8601)", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(isoFromLocal("2026-12-14T18:00")).toBe("2026-12-14T18:00:00+01:00");
    expect(isoFromLocal("2026-07-01T18:30")).toBe("2026-07-01T18:30:00+02:00");
    expect(isoFromLocal(" 2027-01-01T00:00 ")).toBe("2027-01-01T00:00:00+01:00");
  });

  it("shows a stored UTC moment in Copenhagen, winter and summer", () => {
    expect(localFromIso("2026-12-14T17:00:00.000Z")).toBe("2026-12-14T18:00");
    expect(localFromIso("2026-07-01T16:30:00.000Z")).toBe("2026-07-01T18:30");
    expect(localFromIso("2026-12-31T23:30:00.000Z")).toBe("2027-01-01T00:30");
    expect(localFromIso("2026-07-01T18:30:00+02:00")).toBe("2026-07-01T18:30");
  });

  it("goes round the same way on both sides of each change of clock", () => {
    for (const local of [
      "2026-03-29T01:59",
      "2026-03-29T03:00",
      "2026-10-25T01:00",
      "2026-10-25T03:00",
      "2026-06-15T12:00",
      "2026-01-15T12:00",
    ]) {
      expect(localFromIso(isoFromLocal(local)), local).toBe(local);
    }
    expect(isoFromLocal("2026-03-29T01:59")).toBe("2026-03-29T01:59:00+01:00");
    expect(isoFromLocal("2026-03-29T03:00")).toBe("2026-03-29T03:00:00+02:00");
    expect(isoFromLocal("2026-10-25T03:00")).toBe("2026-10-25T03:00:00+01:00");
  });

  it("reads an hour the spring change skips as the hour after; a repeated hour as winter time", () => {
    expect(isoFromLocal("2026-03-29T02:30")).toBe("2026-03-29T03:30:00+02:00");
    expect(isoFromLocal("2026-10-25T02:30")).toBe("2026-10-25T02:30:00+01:00");
  });

  it("leaves empty and malformed text for the schema to judge", () => {
    expect(isoFromLocal("")).toBe("");
    expect(isoFromLocal("i morgen")).toBe("i morgen");
    expect(isoFromLocal("2026-02-30T18:00")).toBe("2026-02-30T18:00");
    expect(isoFromLocal("2026-12-14T25:00")).toBe("2026-12-14T25:00");
    expect(localFromIso("")).toBe("");
    expect(localFromIso(null)).toBe("");
    expect(localFromIso("ikke en dato")).toBe("");
  });
});

describe("a moment in one line", () => {
  it("shows typed and stored moments alike in Copenhagen time", () => {
    expect(dateTimeText("2026-12-14T18:00")).toBe("2026-12-14 kl. 18:00");
    expect(dateTimeText("2026-07-01T16:30:00.000Z")).toBe("2026-07-01 kl. 18:30");
    expect(dateTimeText(null)).toBe("");
  });
});
