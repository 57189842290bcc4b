import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "./csv.ts";

describe("parseCsv", () => {
  it("splits records and fields", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("keeps commas, line breaks and doubled quotes inside quoted fields", () => {
    expect(parseCsv('id,comment\r\n1,"Fedt, ""virkelig""\nfedt"\r\n2,')).toEqual([
      ["id", "comment"],
      ["1", 'Fedt, "virkelig"\nfedt'],
      ["2", ""],
    ]);
  });

  it("drops a byte-order mark and keeps empty fields", () => {
    expect(parseCsv("\uFEFFa,,c")).toEqual([["a", "", "c"]]);
  });

  it("refuses an unterminated quoted field and a quote inside a bare field", () => {
    expect(() => parseCsv('a\n"open')).toThrow(/Linje 2: filen slutter/);
    expect(() => parseCsv('a\nab"c')).toThrow(CsvError);
    expect(() => parseCsv('a\nab"c')).toThrow(/Linje 2: citationstegn midt/);
  });
});
