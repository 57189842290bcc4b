import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { changedPaths } from "#app/lib/forms/diff.ts";

/** The line the shipped package began its list with, for given hours. */
const hoursLine = (from: unknown, to: unknown) => `Gaming fra ${from} til ${to}`;

/**
 * The Night Gaming package names its hours once, beside its price, from the section's `from` and
 * `to`. The shipped list of what it includes began with the hours again ("Gaming fra 00:00 til
 * 10:00"): written text that stayed behind when staff changed the hours. A site whose list still
 * holds that line (for its hours now, or the shipped ones) gets a version of the section without
 * it; the history keeps the one before. A first start seeds the list without it.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  const newest = await db
    .selectFrom("content_versions")
    .select(["version", "value"])
    .where("section", "=", "nightGaming")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!newest) return;
  const before = JSON.parse(newest.value) as { from?: unknown; to?: unknown; includes?: unknown };
  if (!Array.isArray(before.includes)) return;
  const repeated = [hoursLine(before.from, before.to), hoursLine("00:00", "10:00")];
  const includes = before.includes.filter((line) => !repeated.includes(line));
  // Nothing to take away, or nothing would be left (the list needs a line).
  if (includes.length === before.includes.length || includes.length === 0) return;
  const after = { ...before, includes };
  await db
    .insertInto("content_versions")
    .values({
      section: "nightGaming",
      version: Number(newest.version) + 1,
      value: JSON.stringify(after),
      updated_at: new Date().toISOString(),
      updated_by: null,
      changed: JSON.stringify(changedPaths(before, after)),
      restored_from: null,
    })
    .execute();
}
