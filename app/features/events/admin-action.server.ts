import { mergeDrafts } from "#app/lib/forms/merge.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { toDraft } from "#app/lib/forms/values.ts";
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

const FAILED = { title: "Fejl", variant: "destructive" } as const;

export async function eventAction(request: Request, session: StaffSession): Promise<FormOutcome> {
  const form = await readFormBody(request);
  const post = readPost(eventForm, form);
  const { draft } = post;
  if (post.kind === "edited") return { status: "edited", draft, version: 0 };
  if (post.kind === "invalid") {
    const first = Object.values(post.errors)[0] ?? "Ugyldige felter.";
    return {
      status: "invalid",
      draft,
      errors: post.errors,
      toast: { ...FAILED, description: first },
    };
  }
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
  if (!latest) {
    return {
      status: "failed",
      code: 404,
      draft,
      toast: { ...FAILED, description: "Begivenheden findes ikke længere." },
    };
  }
  // The server keeps no older versions of an event: without the one the form started from,
  // every field that differs is shown with both values (the enhanced page merges with its copy).
  const stored = storedOf(latest);
  const merged = mergeDrafts(eventForm.field, null, draft, toDraft(eventForm.field, stored.value));
  return { status: "conflict", latest: stored, draft, merged };
}
