import type { Kysely, Selectable } from "kysely";
import { defaultContent } from "#app/content/defaults.ts";
import {
  SECTION_NAMES,
  type SectionName,
  type SiteContent,
  sectionSchemas,
} from "#app/content/sections.ts";
import { withShippedEnglish } from "#app/content/shipped-english.ts";
import { findRow } from "#app/db/rows.server.ts";
import type { Database } from "#app/db/schema.ts";
import { changedPaths } from "#app/lib/forms/diff.ts";

/**
 * The content store (docs/api.md#the-content): every save of a section is a new version; the newest
 * is live. A save names the version it was made from, and only the newest one will do: two admins
 * never overwrite each other unseen.
 */

type Db = Kysely<Database>;
type ContentRow = Selectable<Database["content_versions"]>;

export type StoredSection<Name extends SectionName = SectionName> = {
  value: SiteContent[Name];
  version: number;
  updated_at: string;
  updated_by: string | null;
};

export type StoredContent = { [Name in SectionName]: StoredSection<Name> };

export type SaveResult =
  /** `before`: the value the new version replaced (what it changed is told from the two). */
  | { ok: true; version: number; value: SiteContent[SectionName]; before: unknown }
  | { ok: false; reason: "stale"; current: number }
  | { ok: false; reason: "not-found" };

/** Saves the shipped content as version 1 of every section that has none yet (first start). */
export async function seedContent(db: Db, now = new Date().toISOString()): Promise<void> {
  await db
    .insertInto("content_versions")
    .values(
      SECTION_NAMES.map((section) => ({
        section,
        version: 1,
        value: JSON.stringify(defaultContent[section]),
        updated_at: now,
        updated_by: null,
      })),
    )
    .onConflict((conflict) => conflict.columns(["section", "version"]).doNothing())
    .execute();
}

/**
 * A stored value as the current code reads it. Every saved value passed the schema, but one saved
 * by an older release may lack a field added since: then the section's shipped value stands in
 * (and the admin shows it), rather than a page that fails. One saved before English existed is
 * read with the shipped English of its shipped Danish texts (content/shipped-english.ts).
 */
function parsed<Name extends SectionName>(name: Name, json: string): SiteContent[Name] {
  const result = sectionSchemas[name].safeParse(withShippedEnglish(JSON.parse(json)));
  return (result.success ? result.data : defaultContent[name]) as SiteContent[Name];
}

function storedSection(row: ContentRow): StoredSection {
  const section = row.section as SectionName;
  return {
    value: parsed(section, row.value),
    version: Number(row.version),
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/** The newest version of every section (each seeded at migrate time, so none is missing). */
export async function loadContent(db: Db): Promise<StoredContent> {
  const rows = await db
    .selectFrom("content_versions as c")
    .selectAll()
    .where(({ eb, selectFrom }) =>
      eb(
        "c.version",
        "=",
        selectFrom("content_versions as n")
          .select((n) => n.fn.max("n.version").as("version"))
          .whereRef("n.section", "=", "c.section"),
      ),
    )
    .execute();
  return Object.fromEntries(
    rows
      .filter((row) => SECTION_NAMES.includes(row.section as SectionName))
      .map((row) => [row.section, storedSection(row)]),
  ) as StoredContent;
}

async function newestVersion(db: Db, section: SectionName): Promise<number> {
  const row = await db
    .selectFrom("content_versions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("section", "=", section)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

async function savedValue(db: Db, section: SectionName, version: number): Promise<unknown> {
  const row = await findRow(db, "content_versions", { section, version });
  return row ? JSON.parse(row.value) : undefined;
}

/**
 * Saves `value` (already valid) as the next version, if `expected` is still the newest. The
 * primary key settles a race between two saves of the same version: one of them gets "stale".
 */
export async function saveSection(
  db: Db,
  section: SectionName,
  value: SiteContent[SectionName],
  expected: number,
  by: string | null,
  restoredFrom: number | null = null,
): Promise<SaveResult> {
  const current = await newestVersion(db, section);
  if (current !== expected) return { ok: false, reason: "stale", current };
  const version = current + 1;
  const before = await savedValue(db, section, current);
  const changed = changedPaths(before, value);
  const inserted = await db
    .insertInto("content_versions")
    .values({
      section,
      version,
      value: JSON.stringify(value),
      updated_at: new Date().toISOString(),
      updated_by: by,
      changed: JSON.stringify(changed),
      restored_from: restoredFrom,
    })
    .onConflict((conflict) => conflict.columns(["section", "version"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    return { ok: false, reason: "stale", current: await newestVersion(db, section) };
  }
  return { ok: true, version, value, before };
}

/**
 * A section's history, newest first: who saved each version and when, the paths it changed
 * (null for versions saved before that was kept) and the version a restore brought back.
 */
export async function listVersions(db: Db, section: SectionName) {
  const rows = await db
    .selectFrom("content_versions")
    .select(["version", "updated_at", "updated_by", "changed", "restored_from"])
    .where("section", "=", section)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    changed: row.changed === null ? null : (JSON.parse(row.changed) as string[]),
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
  }));
}

/** The values of some saved versions of a section, by version, as saved (to tell what changed). */
export async function versionValues(
  db: Db,
  section: SectionName,
  versions: number[],
): Promise<Map<number, unknown>> {
  if (versions.length === 0) return new Map();
  const rows = await db
    .selectFrom("content_versions")
    .select(["version", "value"])
    .where("section", "=", section)
    .where("version", "in", versions)
    .execute();
  return new Map(rows.map((row) => [Number(row.version), JSON.parse(row.value) as unknown]));
}

/** One saved version's value (to show what changed, or to restore it). */
export async function findVersion(
  db: Db,
  section: SectionName,
  version: number,
): Promise<StoredSection | undefined> {
  const row = await findRow(db, "content_versions", { section, version });
  return row ? storedSection(row) : undefined;
}

/** Saves version `version`'s value again as the newest (history is never rewritten). */
export async function restoreVersion(
  db: Db,
  section: SectionName,
  version: number,
  expected: number,
  by: string | null,
): Promise<SaveResult> {
  const old = await findVersion(db, section, version);
  if (!old) return { ok: false, reason: "not-found" };
  return saveSection(db, section, old.value, expected, by, version);
}
