import { staffRestoreEvent } from "#app/features/events/staff.server.ts";
import { staffRestoreTestimonial } from "#app/features/testimonials/staff.server.ts";
import { errorToast, type FormOutcome } from "#app/lib/forms/outcome.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { GONE_TEXT } from "./row-actions.ts";

/** `Gendan` posted: the item back as it was, or said to be gone (purged, restored already). */
export async function restoreAction(request: Request, session: StaffSession): Promise<FormOutcome> {
  const form = await readFormBody(request);
  const id = (form.get("id") ?? "").slice(0, 100);
  if (form.get("type") === "event" && id) {
    const event = await staffRestoreEvent(session.user.email, id);
    if (event) {
      return {
        status: "saved",
        stored: { value: null, version: event.version },
        toast: { title: "Gendannet!", description: `${event.title} er tilbage.` },
      };
    }
  }
  if (form.get("type") === "testimonial" && id) {
    const row = await staffRestoreTestimonial(session.user.email, id);
    if (row) {
      return {
        status: "saved",
        stored: { value: null, version: row.version },
        toast: { title: "Gendannet!", description: `Anmeldelsen fra ${row.name} er tilbage.` },
      };
    }
  }
  return {
    status: "failed",
    code: 404,
    toast: errorToast(GONE_TEXT),
  };
}
