import type { Kysely } from "kysely";
import type { SectionName } from "#app/content/sections.ts";
import type { Database } from "#app/db/schema.ts";
import { changesLine, describeChanges, sentence } from "#app/lib/forms/changes.ts";
import { listVersions, versionValues } from "#app/platform/content-store.server.ts";
import { sectionForms } from "./admin/section-fields.ts";

/**
 * What a version of a section did, in one short line (`ændrede Standard › Pris i kr. pr. time fra
 * 12 kr. til 13 kr.`), told by the one description of changes (lib/forms/changes.ts) from the value
 * before and after: for the history beside the form and the audit entry of a save or a restore.
 */
export function versionLine(section: SectionName, before: unknown, after: unknown): string | null {
  return changesLine(describeChanges(sectionForms[section].field, before, after));
}

type Entry = { version: number; updated_at: string; restored_from: number | null };

/** The history's line for one version: the first, a restore, or what it changed. */
function summaryOf(section: SectionName, entry: Entry, before: unknown, after: unknown): string {
  if (before === undefined) return entry.version === 1 ? "Første version" : "Ingen ændringer";
  const line = versionLine(section, before, after);
  if (entry.restored_from !== null) {
    return `Gendannet fra version ${entry.restored_from}${line ? `: ${line}` : ""}`;
  }
  return line ? sentence(line) : "Ingen ændringer";
}

/**
 * Lines already told, by section, version and the moment it was saved: a saved version never
 * changes, so each is told once per process, and a history of hundreds of versions reads only
 * the values of those saved since (docs/performance.md).
 */
const told = new Map<string, string>();
const keyOf = (section: SectionName, entry: Entry) =>
  `${section}:${entry.version}:${entry.updated_at}`;

/**
 * A section's history for the admin, newest first: who saved each version and when, and what it
 * did (`summary`), each version told against the one before it.
 */
export async function versionHistory(db: Kysely<Database>, section: SectionName) {
  const versions = await listVersions(db, section);
  const untold = versions.filter((entry) => !told.has(keyOf(section, entry)));
  const needed = new Set(untold.flatMap((entry) => [entry.version, entry.version - 1]));
  const values = await versionValues(db, section, [...needed]);
  for (const entry of untold) {
    const line = summaryOf(
      section,
      entry,
      values.get(entry.version - 1),
      values.get(entry.version),
    );
    told.set(keyOf(section, entry), line);
  }
  return versions.map((entry) => ({ ...entry, summary: told.get(keyOf(section, entry)) ?? "" }));
}
