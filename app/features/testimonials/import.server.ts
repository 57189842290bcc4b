import type { Insertable, Kysely } from "kysely";
import { z } from "zod";
import type { Database, TestimonialsTable } from "#app/db/schema.ts";
import { parseCsv } from "#app/lib/csv.ts";
import { booleanOf, emptyIsMissing, numberOf, timestampOf } from "./import-values.ts";
import { fieldErrorsOf, testimonialInput } from "./schema.ts";

/**
 * Import of an export of the original backend's `testimonials` table
 * (docs/deploy.md#9-importing-from-the-original-backend: id, name, comment, rating, location,
 * gaming_type, is_featured, is_active, created_at) as CSV with a header row or as a JSON array of
 * objects. Every row goes through the admin's own schema; the original id becomes ours, so
 * importing the same file again adds nothing.
 */

const ORIGINAL_COLUMNS = [
  "id",
  "name",
  "comment",
  "rating",
  "location",
  "gaming_type",
  "is_featured",
  "is_active",
  "created_at",
] as const;

export type RawRecord = Record<string, unknown>;

/** A rejected row: its number among the data rows (1 = the first after the header). */
type Rejection = { row: number; errors: Record<string, string> };

export type PreparedImport = { rows: Insertable<TestimonialsTable>[]; rejected: Rejection[] };

export class ImportFileError extends Error {}

export function readExport(text: string, format: "csv" | "json"): RawRecord[] {
  if (format === "json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ImportFileError(`Ugyldig JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed))
      throw new ImportFileError("JSON-filen skal være en liste af rækker");
    return parsed.map((item) => (item && typeof item === "object" ? (item as RawRecord) : {}));
  }
  const [header, ...records] = parseCsv(text);
  if (!header) throw new ImportFileError("CSV-filen er tom");
  const names = header.map((name) => name.trim());
  const missing = ORIGINAL_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw new ImportFileError(`CSV-filen mangler kolonnerne: ${missing.join(", ")}`);
  }
  return records.map((fields) =>
    fields.length === names.length
      ? Object.fromEntries(names.map((name, index) => [name, fields[index]]))
      : { __fields: `forventede ${names.length} felter, fandt ${fields.length}` },
  );
}

const originalId = z
  .string({ error: "id skal udfyldes" })
  .trim()
  .min(1, "id skal udfyldes")
  .max(100, "id må højst være 100 tegn");

/** Validates every record; `defaultLocation` fills an empty location as the admin does. */
export function prepareImport(records: RawRecord[], defaultLocation: string): PreparedImport {
  const rows: Insertable<TestimonialsTable>[] = [];
  const rejected: Rejection[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    if (typeof record.__fields === "string") {
      rejected.push({ row, errors: { række: record.__fields } });
      return;
    }
    const errors: Record<string, string> = {};
    const id = originalId.safeParse(typeof record.id === "number" ? String(record.id) : record.id);
    if (!id.success) errors.id = id.error.issues[0]?.message ?? "ugyldigt id";
    const createdAt = timestampOf(record.created_at);
    if (!createdAt) errors.created_at = "created_at skal være et tidspunkt (ISO 8601)";
    const input = testimonialInput.safeParse({
      name: record.name,
      comment: record.comment,
      rating: numberOf(emptyIsMissing(record.rating)),
      location: record.location,
      gaming_type: record.gaming_type,
      is_featured: booleanOf(record.is_featured),
      is_active: booleanOf(record.is_active),
    });
    if (!input.success) Object.assign(errors, fieldErrorsOf(input.error));
    if (!id.success || !createdAt || !input.success) {
      rejected.push({ row, errors });
      return;
    }
    const data = input.data;
    rows.push({
      id: id.data,
      name: data.name,
      comment: data.comment,
      rating: data.rating,
      location: data.location || defaultLocation,
      gaming_type: data.gaming_type,
      is_featured: data.is_featured,
      is_active: data.is_active,
      created_at: createdAt,
      updated_at: createdAt,
      version: 1,
    });
  });
  return { rows, rejected };
}

/** Inserts in one transaction; rows whose id is already there are left alone. Returns how many were new. */
export async function insertImported(
  db: Kysely<Database>,
  rows: Insertable<TestimonialsTable>[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let inserted = 0;
    for (const row of rows) {
      const result = await trx
        .insertInto("testimonials")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  });
}
