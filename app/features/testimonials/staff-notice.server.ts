import { ADMIN_PATH } from "#app/content/admin-screens.ts";
import { settings } from "#app/platform/env.server.ts";
import { MAILS_PER_HOUR, staffNotices } from "#app/platform/staff-notice.server.ts";
import { LIMITS } from "./limits.ts";
import type { Testimonial } from "./schema.ts";

/**
 * The staff's e-mail notice of a new testimonial from a visitor
 * (docs/admin.md#reviews-from-guests), when SMTP_URL and NOTIFY_EMAIL are set. The testimonial is
 * already saved and the admin shows the queue, so the notice never fails or delays the submission.
 */

/** Every review waits in one queue: one cap for all. */
const QUEUE = { key: "testimonials" };

const notice = staffNotices<typeof QUEUE>("testimonial notice", ([queue]) => ({
  subject: `${queue?.count} anmeldelser mere venter på godkendelse`,
  text: `Der kom flere end ${MAILS_PER_HOUR} nye anmeldelser på en time. ${queue?.count} af dem fik ingen e-mail.\n\nSe dem her: ${settings().SITE_URL}${ADMIN_PATH}?status=pending`,
}));

/** Called once a visitor's testimonial is saved; returns at once. */
export function notifyNewTestimonial(testimonial: Testimonial): void {
  notice(QUEUE, () => {
    const oneLine = testimonial.name.replace(/\s+/g, " ");
    return {
      subject: `Ny anmeldelse fra ${oneLine} (${testimonial.rating} af ${LIMITS.ratingMax})`,
      text: [
        `${testimonial.name} har skrevet en anmeldelse, som venter på godkendelse.`,
        "",
        `Bedømmelse: ${testimonial.rating} af ${LIMITS.ratingMax}`,
        testimonial.gaming_type ? `Spiltype: ${testimonial.gaming_type}` : null,
        testimonial.has_link ? "Bemærk: anmeldelsen indeholder et link." : null,
        "",
        testimonial.comment,
        "",
        `Godkend eller afvis den her: ${settings().SITE_URL}${ADMIN_PATH}?status=pending`,
      ]
        .filter((line) => line !== null)
        .join("\n"),
    };
  });
}
