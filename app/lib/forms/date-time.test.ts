import { describe, expect, it } from "vitest";
import { dateTimeText, isoFromLocal, localFromIso } from "./date-time.ts";

/** Wall-clock times in Copenhagen and the moment each stands for, with the offset then. */
const BOTH_WAYS = [
  // Winter time is UTC+1, summer time UTC+2.
  ["2026-12-14T18:00", "2026-12-14T18:00:00+01:00"],
  ["2026-07-01T18:30", "2026-07-01T18:30:00+02:00"],
  ["2026-01-15T12:00", "2026-01-15T12:00:00+01:00"],
  ["2026-06-15T12:00", "2026-06-15T12:00:00+02:00"],
  // Either side of each change of clock.
  ["2026-03-29T01:59", "2026-03-29T01:59:00+01:00"],
  ["2026-03-29T03:00", "2026-03-29T03:00:00+02:00"],
  ["2026-10-25T01:00", "2026-10-25T01:00:00+02:00"],
  ["2026-10-25T03:00", "2026-10-25T03:00:00+01:00"],
] as const;

describe("the date-time field (Copenhagen ↔ ISO 8601)", () => {
  it.each(BOTH_WAYS)("reads %s as %s, and shows it back", (local, iso) => {
    expect(isoFromLocal(local)).toBe(iso);
    expect(localFromIso(iso)).toBe(local);
  });

  it.each([
    [" 2027-01-01T00:00 ", "2027-01-01T00:00:00+01:00"],
    // An hour the spring change skips is the hour after; an hour the autumn change repeats is
    // its winter-time one.
    ["2026-03-29T02:30", "2026-03-29T03:30:00+02:00"],
    ["2026-10-25T02:30", "2026-10-25T02:30:00+01:00"],
    // Empty and malformed text is left for the schema to judge.
    ["", ""],
    ["i morgen", "i morgen"],
    ["2026-02-30T18:00", "2026-02-30T18:00"],
    ["2026-12-14T25:00", "2026-12-14T25:00"],
  ])("reads %j as %j", (text, iso) => {
    expect(isoFromLocal(text)).toBe(iso);
  });

  it.each([
    ["2026-12-14T17:00:00.000Z", "2026-12-14T18:00"],
    ["2026-07-01T16:30:00.000Z", "2026-07-01T18:30"],
    ["2026-12-31T23:30:00.000Z", "2027-01-01T00:30"],
    // Nothing, or what is not a moment, shows an empty field.
    ["", ""],
    [null, ""],
    ["ikke en dato", ""],
  ])("shows the stored %j as %j", (stored, local) => {
    expect(localFromIso(stored)).toBe(local);
  });
});

describe("a moment in one line", () => {
  it("shows typed and stored moments alike in Copenhagen time", () => {
    expect(dateTimeText("2026-12-14T18:00")).toBe("2026-12-14 kl. 18:00");
    expect(dateTimeText("2026-07-01T16:30:00.000Z")).toBe("2026-07-01 kl. 18:30");
    expect(dateTimeText(null)).toBe("");
  });
});
