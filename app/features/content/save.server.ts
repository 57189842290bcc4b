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

/**
 * A section saved or restored by a signed-in person, with its audit entry in the same
 * transaction (product.md §10): the entry exists exactly when the new version does. The form
 * (`section-action.server.ts`) and the API both save through here.
 */

export function saveSectionBy(
  db: Kysely<Database>,
  section: SectionName,
  value: SiteContent[SectionName],
  expected: number,
  actor: string,
): Promise<SaveResult> {
  return writeTransaction(db, async (trx) => {
    const result = await saveSection(trx, section, value, expected, actor);
    if (result.ok) {
      await recordAudit(trx, {
        actor,
        action: "content.save",
        target_type: "content",
        target_id: section,
        summary: `Gemte ${sectionForms[section].label} (version ${result.version})`,
      });
    }
    return result;
  });
}

export function restoreSectionBy(
  db: Kysely<Database>,
  section: SectionName,
  version: number,
  expected: number,
  actor: string,
): Promise<SaveResult> {
  return writeTransaction(db, async (trx) => {
    const result = await restoreVersion(trx, section, version, expected, actor);
    if (result.ok) {
      await recordAudit(trx, {
        actor,
        action: "content.restore",
        target_type: "content",
        target_id: section,
        summary: `Gendannede ${sectionForms[section].label} fra version ${version} (nu version ${result.version})`,
      });
    }
    return result;
  });
}
