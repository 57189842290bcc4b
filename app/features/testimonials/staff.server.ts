import { publishContentChange } from "#app/platform/content-events.server.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { approveTestimonial, rejectTestimonial } from "./moderation.server.ts";
import {
  createTestimonial,
  deleteTestimonial,
  restoreTestimonial,
  type UpdateResult,
  updateTestimonial,
} from "./queries.server.ts";
import type { Testimonial, TestimonialInput, TestimonialUpdate } from "./schema.ts";

/**
 * Staff's changes to testimonials, for every door they come through — the admin API, `/admin`'s
 * form and its rows' buttons posted before React runs, the trash's `Gendan` — as
 * `features/events/staff.server.ts` is for events. Each change writes its audit entry in its own
 * transaction (docs/admin.md, the log: `queries.server.ts` and `moderation.server.ts` name it),
 * then moves the content version here: the public testimonials' cache (`public-cache.server.ts`)
 * and every kept page follow, on this instance at once and on the others through the change
 * channel (docs/architecture.md). A change that found nothing to change moves nothing. A
 * visitor's review is written by `receive.server.ts`, which tells staff by e-mail; it waits in
 * the queue, so nothing public changes.
 */

/** After a change: every instance's copies of the public testimonials and pages go. */
async function changed<T>(done: T): Promise<T> {
  if (done) await publishContentChange();
  return done;
}

/** Added by staff: approved at once; an empty location becomes the center's name. */
export async function staffCreateTestimonial(
  actor: string,
  input: TestimonialInput,
): Promise<Testimonial> {
  return changed(await createTestimonial(database().db, input, settings().SITE_NAME, actor));
}

/** Saved only from the version the editor started at (a conflict or a gone row says why not). */
export async function staffUpdateTestimonial(
  actor: string,
  id: string,
  input: TestimonialUpdate,
): Promise<UpdateResult> {
  const result = await updateTestimonial(database().db, id, input, settings().SITE_NAME, actor);
  await changed(result.ok);
  return result;
}

/** Into the trash; false when there is no such live row. */
export async function staffDeleteTestimonial(actor: string, id: string): Promise<boolean> {
  return changed(await deleteTestimonial(database().db, id, actor));
}

/** Out of the trash as it was; null when it is not there. */
export async function staffRestoreTestimonial(
  actor: string,
  id: string,
): Promise<Testimonial | null> {
  return changed(await restoreTestimonial(database().db, id, actor));
}

/** `Godkend`: public from now on; null when there is no such row. */
export async function staffApproveTestimonial(
  actor: string,
  id: string,
): Promise<Testimonial | null> {
  return changed(await approveTestimonial(database().db, id, actor));
}

/** `Afvis` with a reason: never public; null when there is no such row. */
export async function staffRejectTestimonial(
  actor: string,
  id: string,
  reason: string,
): Promise<Testimonial | null> {
  return changed(await rejectTestimonial(database().db, id, reason, actor));
}
