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
