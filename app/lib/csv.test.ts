import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, spreadsheetCsv } from "./csv.ts";

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

describe("spreadsheetCsv", () => {
  it("starts with a byte-order mark, separates by ; and ends records with CRLF", () => {
    expect(
      spreadsheetCsv([
        ["Navn", "By"],
        ["Søren Ærø", "Århus"],
      ]),
    ).toBe("\uFEFFNavn;By\r\nSøren Ærø;Århus\r\n");
  });

  it("quotes cells holding ;, quotes or line breaks, doubling the quotes", () => {
    expect(spreadsheetCsv([["a;b", 'sagde "hej"', "to\nlinjer", "ren"]])).toBe(
      '\uFEFF"a;b";"sagde ""hej""";"to\nlinjer";ren\r\n',
    );
  });

  it("prefixes a cell that would start a formula with '", () => {
    const cells = ['=HYPERLINK("x")', "+1", "-2", "@SUM(A1)", "\t=1", "\r=1", "a=b", "1-2"];
    expect(spreadsheetCsv([cells])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")";'+1;'-2;'@SUM(A1);'\t=1;"'\r=1";a=b;1-2\r\n`,
    );
  });
});
