import { mergeDrafts } from "#app/lib/forms/merge.ts";
import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { toDraft } from "#app/lib/forms/values.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { storedOf, testimonialForm } from "./admin/testimonial-form-fields.ts";
import { invalidatePublicTestimonials } from "./public-cache.server.ts";
import { createTestimonial, findTestimonial, updateTestimonial } from "./queries.server.ts";
import type { TestimonialInput } from "./schema.ts";

/**
 * `/admin`'s action: the testimonial form posted — added (no `id`), or updated from the version
 * it was opened at; refused with the errors by field; merged onto a newer version saved by
 * someone else; or said to be gone when it was deleted meanwhile. The toasts are the spec's.
 */

const FAILED = { title: "Fejl", variant: "destructive" } as const;

export async function testimonialAction(
  request: Request,
  session: StaffSession,
): Promise<FormOutcome> {
  const actor = session.user.email;
  const form = await readFormBody(request);
  const { field } = testimonialForm;
  const post = readPost(testimonialForm, form);
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
  const input = post.value as TestimonialInput;
  const db = database().db;
  const id = form.get("id");
  if (!id) {
    const row = await createTestimonial(db, input, settings().SITE_NAME, actor);
    await invalidatePublicTestimonials();
    return {
      status: "saved",
      stored: storedOf(row),
      record: row,
      toast: { title: "Tilføjet!", description: "Anmeldelsen er blevet tilføjet." },
    };
  }
  const version = Number(form.get("version"));
  const edit = { ...input, version };
  const result = await updateTestimonial(db, id, edit, settings().SITE_NAME, actor);
  if (result.ok) {
    await invalidatePublicTestimonials();
    return {
      status: "saved",
      stored: storedOf(result.testimonial),
      record: result.testimonial,
      toast: { title: "Opdateret!", description: "Anmeldelsen er blevet opdateret." },
    };
  }
  const latest = result.reason === "conflict" ? await findTestimonial(db, id) : null;
  if (!latest) {
    return {
      status: "failed",
      code: 404,
      draft,
      toast: { ...FAILED, description: "Anmeldelsen findes ikke længere." },
    };
  }
  // The server keeps no older versions of a row: without the one the form started from, every
  // field that differs is shown with both values (the enhanced page merges with its own copy).
  const stored = storedOf(latest);
  const merged = mergeDrafts(field, null, draft, toDraft(field, stored.value));
  return { status: "conflict", latest: stored, draft, merged };
}
