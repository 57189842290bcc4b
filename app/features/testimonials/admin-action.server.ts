import type { FormOutcome } from "#app/lib/forms/outcome.ts";
import { failed, overtaken, unsaved } from "#app/lib/forms/record-answers.ts";
import { readPost } from "#app/lib/forms/submission.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import { database } from "#app/platform/database.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { storedOf, testimonialForm } from "./admin/testimonial-form-fields.ts";
import { findTestimonial } from "./queries.server.ts";
import type { TestimonialInput } from "./schema.ts";
import { staffCreateTestimonial, staffUpdateTestimonial } from "./staff.server.ts";

/**
 * `/admin`'s action: the testimonial form posted — added (no `id`), or updated from the version
 * it was opened at; refused with the errors by field; merged onto a newer version saved by
 * someone else; or said to be gone when it was deleted meanwhile. The toasts:
 * docs/pages.md#sign-in-and-the-admins-names.
 */

export async function testimonialAction(
  request: Request,
  session: StaffSession,
): Promise<FormOutcome> {
  const actor = session.user.email;
  const form = await readFormBody(request);
  const post = readPost(testimonialForm, form);
  if (post.kind !== "valid") return unsaved(post);
  const { draft } = post;
  const input = post.value as TestimonialInput;
  const id = form.get("id");
  if (!id) {
    const row = await staffCreateTestimonial(actor, input);
    return {
      status: "saved",
      stored: storedOf(row),
      record: row,
      toast: { title: "Tilføjet!", description: "Anmeldelsen er blevet tilføjet." },
    };
  }
  const version = Number(form.get("version"));
  const edit = { ...input, version };
  const result = await staffUpdateTestimonial(actor, id, edit);
  if (result.ok) {
    return {
      status: "saved",
      stored: storedOf(result.testimonial),
      record: result.testimonial,
      toast: { title: "Opdateret!", description: "Anmeldelsen er blevet opdateret." },
    };
  }
  const latest = result.reason === "conflict" ? await findTestimonial(database().db, id) : null;
  if (!latest) return failed(404, "Anmeldelsen findes ikke længere.", draft);
  return overtaken(testimonialForm.field, storedOf(latest), draft, latest);
}
