import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { failed, overtaken, unsaved } from "#app/lib/forms/record-answers.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { eventForm, storedOf } from "./admin/event-form-fields.ts";
import { findEvent } from "./queries.server.ts";
import type { EventInput } from "./schema.ts";
import { staffCreateEvent, staffUpdateEvent } from "./staff.server.ts";

/**
 * `/admin/begivenheder`'s action: the event form posted — created (no `id`), or updated from the
 * version it was opened at; refused with the errors by field; merged onto a newer version saved
 * by someone else; or said to be gone when it was deleted meanwhile.
 */

export async function eventAction(request: Request, session: StaffSession): Promise<FormOutcome> {
  const form = await readFormBody(request);
  const post = readPost(eventForm, form);
  if (post.kind !== "valid") return unsaved(post);
  const { draft } = post;
  const input = post.value as EventInput;
  const actor = session.user.email;
  const db = database().db;
  const id = form.get("id");
  if (!id) {
    const created = await staffCreateEvent(actor, input);
    const row = await findEvent(db, created.id);
    return {
      status: "saved",
      stored: row ? storedOf(row) : { value: null, version: created.version },
      record: row,
      toast: { title: "Oprettet!", description: `${created.title} er oprettet.` },
    };
  }
  const version = Number(form.get("version"));
  const result = await staffUpdateEvent(actor, id, { ...input, version });
  const latest = await findEvent(db, id);
  if (result.kind === "updated" && latest) {
    return {
      status: "saved",
      stored: storedOf(latest),
      record: latest,
      toast: { title: "Opdateret!", description: `${latest.title} er opdateret.` },
    };
  }
  if (!latest) return failed(404, "Begivenheden findes ikke længere.", draft);
  return overtaken(eventForm.field, storedOf(latest), draft, latest);
}
