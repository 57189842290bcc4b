import { parse } from "csv-parse/sync";

/**
 * RFC 4180 CSV through `csv-parse`: fields separated by commas, records by CRLF or LF; a field
 * in double quotes may hold commas, line breaks and doubled quotes (""). A leading byte-order
 * mark is dropped. Errors come out in Danish with the line they are on.
 */

export class CsvError extends Error {}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "filen slutter inde i et felt i citationstegn",
  INVALID_OPENING_QUOTE: "citationstegn midt i et felt",
  CSV_INVALID_CLOSING_QUOTE: "tegn efter et afsluttende citationstegn",
};

export function parseCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    throw new CsvError(`Linje ${lines ?? "?"}: ${REASONS[code ?? ""] ?? message}`);
  }
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one: OWASP's CSV injection) is prefixed with `'`, which shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function spreadsheetCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Rows as CSV that Danish Excel opens as it is: UTF-8 with a byte-order mark (or æøå come out
 * garbled), fields separated by `;` (the comma is the decimal sign), records by CRLF, a field
 * holding `;`, `"` or a line break in double quotes with quotes doubled (RFC 4180).
 */
export function spreadsheetCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((row) => row.map(spreadsheetCell).join(";")).join("\r\n")}\r\n`;
}
