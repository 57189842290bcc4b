import { describe, expect, it } from "vitest";
import { numberFromText } from "./number-text.ts";

describe("numberFromText", () => {
  it("reads what a number input or a CSV cell holds", () => {
    expect(["5", " 4 ", "+3", "-1", "4.5", "2e0", ".5", "7."].map(numberFromText)).toEqual([
      5, 4, 3, -1, 4.5, 2, 0.5, 7,
    ]);
  });

  it("gives null for empty text and for anything that is not a decimal number", () => {
    for (const text of ["", "  ", "fem", "0x5", "5 stjerner", "Infinity", "NaN", "1,5", "--1"]) {
      expect(numberFromText(text), text).toBeNull();
    }
  });
});
