import type { Kysely } from "kysely";
import type { SectionName, SiteContent } from "#app/content/sections.ts";
import type { Database } from "#app/db/schema.ts";
import { writeTransaction } from "#app/db/write-transaction.server.ts";
import { recordAudit } from "#app/platform/audit.server.ts";
import {
  restoreVersion,
  type SaveResult,
  saveSection,
} from "#app/platform/content-store.server.ts";
import { sectionForms } from "./admin/section-fields.ts";
import { versionLine } from "./history.server.ts";

/**
 * A section saved or restored by a signed-in person, with its audit entry in the same
 * transaction (docs/api.md#audit-log-and-trash): the entry exists exactly when the new version
 * does, and says what the version changed, as the history does. The form
 * (`section-action.server.ts`) and the API both save through here.
 */

/** A store write of one section (what changes it: the new value, or the version restored). */
type SectionWrite<Change> = (
  db: Kysely<Database>,
  section: SectionName,
  change: Change,
  expected: number,
  actor: string,
) => Promise<SaveResult>;

/** `write`, with an entry that `summary` words once it has saved the section's new version. */
function logged<Change>(
  action: "content.save" | "content.restore",
  write: SectionWrite<Change>,
  summary: (label: string, change: Change, saved: number) => string,
): SectionWrite<Change> {
  return (db, section, change, expected, actor) =>
    writeTransaction(db, async (trx) => {
      const result = await write(trx, section, change, expected, actor);
      if (result.ok) {
        const said = summary(sectionForms[section].label, change, result.version);
        const changed = versionLine(section, result.before, result.value);
        await recordAudit(trx, {
          actor,
          action,
          target_type: "content",
          target_id: section,
          summary: changed ? `${said}: ${changed}` : said,
        });
      }
      return result;
    });
}

export const saveSectionBy = logged<SiteContent[SectionName]>(
  "content.save",
  saveSection,
  (label, _value, saved) => `Gemte ${label} (version ${saved})`,
);

export const restoreSectionBy = logged<number>(
  "content.restore",
  restoreVersion,
  (label, version, saved) => `Gendannede ${label} fra version ${version} (nu version ${saved})`,
);
