/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may
 * hold commas, line breaks and doubled quotes (""). A leading byte-order mark is dropped, and a
 * line break at the very end does not start an empty record.
 */

export class CsvError extends Error {}

export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let index = 0;
  let quoted = false;
  let line = 1;

  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === "\n") line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === '"') throw new CsvError(`Linje ${line}: citationstegn midt i et felt`);
    else if (char === ",") endField();
    else if (char === "\n" || (char === "\r" && source[index + 1] === "\n")) {
      if (char === "\r") index += 1;
      endRecord();
      line += 1;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new CsvError("Filen slutter inde i et felt i citationstegn");
  if (field !== "" || record.length > 0) endRecord();
  return records;
}
