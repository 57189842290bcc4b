import { describe, expect, it } from "vitest";
import { booleanOf, emptyIsMissing, numberOf, timestampOf } from "./import-values.ts";

describe("timestampOf", () => {
  it("reads PostgreSQL's text output with short, long and no offsets", () => {
    expect(timestampOf("2024-03-01 18:22:05.123+00")).toBe("2024-03-01T18:22:05.123Z");
    expect(timestampOf("2024-05-20 21:15:00+02")).toBe("2024-05-20T19:15:00.000Z");
    expect(timestampOf("2024-05-20 21:15:00-0130")).toBe("2024-05-20T22:45:00.000Z");
    expect(timestampOf("2024-05-20T21:15")).toBe("2024-05-20T21:15:00.000Z");
  });

  it("reads ISO 8601 and refuses anything else", () => {
    expect(timestampOf("2024-04-12T09:00:00Z")).toBe("2024-04-12T09:00:00.000Z");
    for (const bad of ["", "i går", "2024-13-40 10:00:00", "1711900000", undefined, 5]) {
      expect(timestampOf(bad)).toBeUndefined();
    }
  });
});

describe("booleanOf", () => {
  it("reads true/false, t/f and 1/0, and leaves anything else for the schema to refuse", () => {
    expect(["true", "T", "t", "1", 1, true].map(booleanOf)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
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
