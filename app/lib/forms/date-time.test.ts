import { describe, expect, it } from "vitest";
import {
  dateTimeError,
  dateTimeText,
  isoFromTyped,
  readDateTime,
  spreadsheetDateTime,
  tidyDate,
  tidyTime,
  typedFromIso,
  typedOf,
} from "./date-time.ts";

/** Copenhagen wall-clock times as typed, and the moment each stands for, with the offset then. */
const BOTH_WAYS = [
  // Winter time is UTC+1, summer time UTC+2.
  [{ date: "14.12.2026", time: "18.00" }, "2026-12-14T18:00:00+01:00"],
  [{ date: "01.07.2026", time: "18.30" }, "2026-07-01T18:30:00+02:00"],
  [{ date: "15.01.2026", time: "12.00" }, "2026-01-15T12:00:00+01:00"],
  [{ date: "15.06.2026", time: "12.00" }, "2026-06-15T12:00:00+02:00"],
  [{ date: "01.01.2027", time: "00.00" }, "2027-01-01T00:00:00+01:00"],
  // Either side of each change of clock (the last Sundays of March and October).
  [{ date: "29.03.2026", time: "01.59" }, "2026-03-29T01:59:00+01:00"],
  [{ date: "29.03.2026", time: "03.00" }, "2026-03-29T03:00:00+02:00"],
  [{ date: "25.10.2026", time: "01.00" }, "2026-10-25T01:00:00+02:00"],
  [{ date: "25.10.2026", time: "03.00" }, "2026-10-25T03:00:00+01:00"],
] as const;

const sameMoment = (iso: string) => new Date(iso).toISOString();

/** The field errors for `Start`, as staff read them. */
const BAD_DATE = "Start: skriv datoen som dd.mm.åååå, fx 14.12.2026";
const BAD_TIME = "Start: skriv klokkeslættet som tt.mm, fx 18.00";
const noSuchDay = (date: string) => `Start: ${date} er ikke en dag i kalenderen`;

describe("the date-time field: Danish text ↔ ISO 8601 in Copenhagen time", () => {
  it.each(BOTH_WAYS)("reads %j as %s, and shows it back", (typed, iso) => {
    const read = isoFromTyped(typed);
    expect(sameMoment(read)).toBe(sameMoment(iso));
    // The offset sent is the one that held in Copenhagen then.
    expect(read.slice(-6)).toBe(iso.slice(-6));
    expect(typedFromIso(iso)).toEqual(typed);
    expect(typedFromIso(sameMoment(iso))).toEqual(typed);
  });

  it.each([
    // The ways staff write a date and a time, all read alike.
    [{ date: "14.12.2026", time: "18.00" }, "2026-12-14T18:00:00+01:00"],
    [{ date: " 14.12.2026 ", time: " 18:00 " }, "2026-12-14T18:00:00+01:00"],
    [{ date: "14-12-2026", time: "18" }, "2026-12-14T18:00:00+01:00"],
    [{ date: "14/12/26", time: "kl. 18.00" }, "2026-12-14T18:00:00+01:00"],
    [{ date: "14122026", time: "1800" }, "2026-12-14T18:00:00+01:00"],
    [{ date: "1.2.2027", time: "9.30" }, "2027-02-01T09:30:00+01:00"],
    [{ date: "2027-02-01", time: "930" }, "2027-02-01T09:30:00+01:00"],
    // An hour the spring change skips is the hour after; an hour the autumn change repeats is
    // its winter-time one.
    [{ date: "29.03.2026", time: "02.30" }, "2026-03-29T03:30:00+02:00"],
    [{ date: "25.10.2026", time: "02.30" }, "2026-10-25T02:30:00+01:00"],
    // A leap day, where there is one.
    [{ date: "29.02.2028", time: "12.00" }, "2028-02-29T12:00:00+01:00"],
  ])("reads %j as %s", (typed, iso) => {
    expect(isoFromTyped(typed)).toBe(iso);
  });

  it("reads the English browser's way of writing wrongly, never as another day", () => {
    // 12/14/2026 is no Danish date (month 14): refused, not guessed.
    expect(readDateTime({ date: "12/14/2026", time: "18.00" })).toEqual({
      ok: false,
      problem: "no-such-day",
    });
    // 02/03/2026 is the 2nd of March, as a Dane means it.
    expect(isoFromTyped({ date: "02/03/2026", time: "18.00" })).toBe("2026-03-02T18:00:00+01:00");
  });

  it.each([
    [{ date: "", time: "" }, "empty", "Start skal udfyldes, fx 14.12.2026 kl. 18.00"],
    [{ date: "", time: "18.00" }, "no-date", "Start: skriv også datoen, fx 14.12.2026"],
    [{ date: "14.12.2026", time: "" }, "no-time", "Start: skriv også klokkeslættet, fx 18.00"],
    [{ date: "i morgen", time: "18.00" }, "bad-date", BAD_DATE],
    [{ date: "14.12", time: "18.00" }, "bad-date", BAD_DATE],
    [{ date: "30.02.2026", time: "18.00" }, "no-such-day", noSuchDay("30.02.2026")],
    [{ date: "29.02.2027", time: "18.00" }, "no-such-day", noSuchDay("29.02.2027")],
    [{ date: "00.12.2026", time: "18.00" }, "no-such-day", noSuchDay("00.12.2026")],
    [{ date: "14.12.0099", time: "18.00" }, "no-such-day", noSuchDay("14.12.0099")],
    [{ date: "14.12.2026", time: "25.00" }, "bad-time", BAD_TIME],
    [{ date: "14.12.2026", time: "18.60" }, "bad-time", BAD_TIME],
    [{ date: "14.12.2026", time: "6 pm" }, "bad-time", BAD_TIME],
  ])("refuses %j (%s) with a clear field error", (typed, problem, message) => {
    expect(readDateTime(typed)).toEqual({ ok: false, problem });
    expect(dateTimeError("Start", typed)).toBe(message);
    // Nothing typed is "" (the schema decides whether that may be); the rest goes to the schema
    // as text it refuses.
    expect(isoFromTyped(typed)).toBe(
      problem === "empty" ? "" : `${typed.date} ${typed.time}`.trim(),
    );
  });

  it("says a day the calendar lacks before asking for the time", () => {
    expect(readDateTime({ date: "30.02.2026", time: "" })).toEqual({
      ok: false,
      problem: "no-such-day",
    });
  });

  it("says nothing against a readable moment", () => {
    expect(dateTimeError("Start", { date: "14.12.2026", time: "18.00" })).toBeUndefined();
  });

  it.each([
    ["", { date: "", time: "" }],
    [null, { date: "", time: "" }],
    ["ikke en dato", { date: "", time: "" }],
    ["2026-12-31T23:30:00.000Z", { date: "01.01.2027", time: "00.30" }],
  ])("shows the stored %j as %j", (stored, typed) => {
    expect(typedFromIso(stored)).toEqual(typed);
  });

  it("reads a draft kept from the one-field form (2026-12-14T18:00) as its two texts", () => {
    expect(typedOf("2026-12-14T18:00")).toEqual({ date: "14.12.2026", time: "18.00" });
    expect(isoFromTyped("2026-12-14T18:00")).toBe("2026-12-14T18:00:00+01:00");
    expect(typedOf(undefined)).toEqual({ date: "", time: "" });
  });

  // Readable text is tidied as Danes write it; the rest stays as typed.
  it.each([
    ["1.2.27", "01.02.2027"],
    ["14122026", "14.12.2026"],
    ["i morgen", "i morgen"],
    // A day the calendar lacks stays as typed, for its error to quote.
    ["12/14/2026", "12/14/2026"],
  ])("tidies the date %j as %j", (typed, tidied) => {
    expect(tidyDate(typed)).toBe(tidied);
  });

  it.each([
    ["18", "18.00"],
    ["9:30", "09.30"],
    ["25", "25"],
  ])("tidies the time %j as %j", (typed, tidied) => {
    expect(tidyTime(typed)).toBe(tidied);
  });
});

describe("a moment in one line", () => {
  it("shows stored and typed moments alike, the Danish way in Copenhagen time", () => {
    expect(dateTimeText("2026-07-01T16:30:00.000Z")).toBe("01.07.2026 kl. 18.30");
    expect(dateTimeText({ date: "14.12.2026", time: "18" })).toBe("14.12.2026 kl. 18.00");
    expect(dateTimeText("2026-12-14T18:00")).toBe("14.12.2026 kl. 18.00");
    expect(dateTimeText({ date: "i morgen", time: "" })).toBe("i morgen");
    expect(dateTimeText(null)).toBe("");
  });

  it("writes a moment for a spreadsheet as one it reads as a date (2026-12-14 18:00)", () => {
    expect(spreadsheetDateTime("2026-12-14T17:00:00.000Z")).toBe("2026-12-14 18:00");
    expect(spreadsheetDateTime("2026-07-01T22:05:00.000Z")).toBe("2026-07-02 00:05");
  });
});
