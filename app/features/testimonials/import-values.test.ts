import { describe, expect, it } from "vitest";
import { booleanOf, emptyIsMissing, numberOf, timestampOf } from "./import-values.ts";

/** Timestamps as PostgreSQL's text output writes them (short, long and no offset), and ISO 8601. */
const TIMESTAMPS = [
  ["2024-03-01 18:22:05.123+00", "2024-03-01T18:22:05.123Z"],
  ["2024-05-20 21:15:00+02", "2024-05-20T19:15:00.000Z"],
  ["2024-05-20 21:15:00-0130", "2024-05-20T22:45:00.000Z"],
  ["2024-05-20T21:15", "2024-05-20T21:15:00.000Z"],
  ["2024-04-12T09:00:00Z", "2024-04-12T09:00:00.000Z"],
];

describe("timestampOf", () => {
  it.each(TIMESTAMPS)("reads %s as %s", (text, iso) => {
    expect(timestampOf(text)).toBe(iso);
  });

  it.each(["", "i går", "2024-13-40 10:00:00", "1711900000", undefined, 5])(
    "refuses %j",
    (value) => {
      expect(timestampOf(value)).toBeUndefined();
    },
  );
});

describe("booleanOf", () => {
  it("reads true/false, t/f and 1/0, and leaves anything else for the schema to refuse", () => {
    expect(["true", "T", "t", "1", 1, true].map(booleanOf)).toEqual(Array(6).fill(true));
    expect(["false", "F", "f", "0", 0, false].map(booleanOf)).toEqual(Array(6).fill(false));
    expect(booleanOf("maybe")).toBe("maybe");
    expect(booleanOf("")).toBeUndefined();
    expect(booleanOf(null)).toBeUndefined();
  });
});

describe("emptyIsMissing", () => {
  it("turns empty text and null into undefined", () => {
    expect([" ", null, "4", 4].map(emptyIsMissing)).toEqual([undefined, undefined, "4", 4]);
  });
});

describe("numberOf", () => {
  it("reads numbers written as text, and leaves anything else for the schema to refuse", () => {
    expect(["4", " 5 ", 3, "fem", undefined, true].map(numberOf)).toEqual([
      4,
      5,
      3,
      "fem",
      undefined,
      true,
    ]);
  });
});
