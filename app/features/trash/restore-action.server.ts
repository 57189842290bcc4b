import { staffRestoreEvent } from "#app/features/events/staff.server.ts";
import { staffRestoreTestimonial } from "#app/features/testimonials/staff.server.ts";
import { errorToast, type FormOutcome } from "#app/lib/forms/outcome.ts";
import { readFormBody } from "#app/platform/api.server.ts";
import type { StaffSession } from "#app/platform/guards.server.ts";
import { GONE_TEXT } from "./row-actions.ts";

/** What each kind of item in the trash comes back as: its version and the toast's sentence. */
const RESTORE = {
  event: async (actor: string, id: string) => {
    const event = await staffRestoreEvent(actor, id);
    return event && { version: event.version, back: `${event.title} er tilbage.` };
  },
  testimonial: async (actor: string, id: string) => {
    const row = await staffRestoreTestimonial(actor, id);
    return row && { version: row.version, back: `Anmeldelsen fra ${row.name} er tilbage.` };
  },
};

/** `Gendan` posted: the item back as it was, or said to be gone (purged, restored already). */
export async function restoreAction(request: Request, session: StaffSession): Promise<FormOutcome> {
  const form = await readFormBody(request);
  const id = (form.get("id") ?? "").slice(0, 100);
  const type = form.get("type");
  const restore = type === "event" || type === "testimonial" ? RESTORE[type] : undefined;
  const restored = restore && id ? await restore(session.user.email, id) : undefined;
  if (restored) {
    return {
      status: "saved",
      stored: { value: null, version: restored.version },
      toast: { title: "Gendannet!", description: restored.back },
    };
  }
  return {
    status: "failed",
    code: 404,
    toast: errorToast(GONE_TEXT),
  };
}
