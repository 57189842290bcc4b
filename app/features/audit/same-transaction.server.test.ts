import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { saveSectionBy } from "#app/features/content/save.server.ts";
import { approveTestimonial } from "#app/features/testimonials/moderation.server.ts";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listAdmin,
  restoreTestimonial,
  updateTestimonial,
} from "#app/features/testimonials/queries.server.ts";
import { testimonialInput, testimonialUpdate } from "#app/features/testimonials/schema.ts";
import { auditEntries } from "#app/platform/audit.server.ts";
import { loadContent } from "#app/platform/content-store.server.ts";
import { saveImage } from "#app/platform/image-store.server.ts";
import { testDatabases, useDatabase } from "#tests/support/databases.ts";

/**
 * The entry and the change are one transaction (docs/api.md#audit-log-and-trash): when the entry
 * cannot be written the change is not made either, and a change that does not happen writes no
 * entry.
 */

const ACTOR = "admin@example.dk";

describe.each(testDatabases())("audit entries in the change's transaction on $name", (kind) => {
  const database = useDatabase(kind);
  const db = () => database().db;
  const count = async () => (await auditEntries(db(), { limit: 200 })).entries.length;

  /** Runs `work` while the log cannot be written to (its table renamed away). */
  async function withoutLog(work: () => Promise<void>) {
    await sql`alter table audit_log rename to audit_log_away`.execute(db());
    try {
      await work();
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db());
    }
  }

  it("a change whose entry cannot be written is not made", async () => {
    const input = testimonialInput.parse({ name: "Sofie", comment: "Fint" });
    const row = await createTestimonial(db(), input, "Centret", ACTOR);
    const content = await loadContent(db());
    const entries = await count();

    await withoutLog(async () => {
      await expect(createTestimonial(db(), input, "Centret", ACTOR)).rejects.toThrow();
      const edit = testimonialUpdate.parse({ ...row, comment: "Ændret" });
      await expect(updateTestimonial(db(), row.id, edit, "Centret", ACTOR)).rejects.toThrow();
      await expect(approveTestimonial(db(), row.id, ACTOR)).rejects.toThrow();
      await expect(deleteTestimonial(db(), row.id, ACTOR)).rejects.toThrow();
      const notice = { active: true, text: "Aldrig gemt", en: { text: "" } };
      const version = content.notice.version;
      await expect(saveSectionBy(db(), "notice", notice, version, ACTOR)).rejects.toThrow();
      const image = { id: "f".repeat(32), width: 1, height: 1, files: [] };
      await expect(saveImage(db(), image, ACTOR)).rejects.toThrow();
    });

    expect(await findTestimonial(db(), row.id)).toEqual(row);
    expect((await listAdmin(db(), { limit: 50 })).testimonials).toEqual([row]);
    expect(await loadContent(db())).toEqual(content);
    const images = await db().selectFrom("content_images").selectAll().execute();
    expect(images).toEqual([]);
    expect(await count()).toBe(entries);
  });

  it("a change that does not happen writes no entry", async () => {
    const input = testimonialInput.parse({ name: "Mads", comment: "Godt" });
    const row = await createTestimonial(db(), input, "Centret", ACTOR);
    const entries = await count();
    const stale = testimonialUpdate.parse({ ...row, version: row.version + 1 });
    expect(await updateTestimonial(db(), row.id, stale, "Centret", ACTOR)).toEqual({
      ok: false,
      reason: "conflict",
    });
    expect(await updateTestimonial(db(), "ingen", stale, "Centret", ACTOR)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await restoreTestimonial(db(), row.id, ACTOR)).toBeNull();
    expect(await deleteTestimonial(db(), "ingen", ACTOR)).toBe(false);
    expect(await approveTestimonial(db(), "ingen", ACTOR)).toBeNull();
    const { version } = (await loadContent(db())).notice;
    const notice = { active: false, text: "", en: { text: "" } };
    expect(await saveSectionBy(db(), "notice", notice, version + 3, ACTOR)).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(await count()).toBe(entries);
  });
});
