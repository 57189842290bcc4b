import { setTimeout as sleep } from "node:timers/promises";
import nodemailer, { type Transporter } from "nodemailer";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { LIMITS } from "./limits.ts";
import type { Testimonial } from "./schema.ts";

/**
 * The staff's e-mail notice of a new testimonial from a visitor (product.md §8), when SMTP_URL and NOTIFY_EMAIL are
 * set. It is sent after the visitor has the answer and never fails or delays the submission: the
 * testimonial is already saved and the admin shows the queue. A flood is capped at MAILS_PER_HOUR
 * mails; what comes beyond that is told in one summary when the hour is over.
 */

const MAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
/** Waits before the second, third and fourth attempt. */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

let transport: { url: string; transporter: Transporter } | undefined;
let hour = { start: 0, sent: 0, held: 0 };
let summaryScheduled = false;

function transporter(url: string): Transporter {
  if (transport?.url !== url) {
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.transporter;
}

/** Called once a visitor's testimonial is saved; returns at once (failures are logged by `deliver`). */
export function notifyNewTestimonial(testimonial: Testimonial): void {
  const { SMTP_URL, NOTIFY_EMAIL, SITE_URL } = settings();
  if (!SMTP_URL || !NOTIFY_EMAIL) return;
  const at = Date.now();
  if (at - hour.start >= HOUR_MS) {
    sendSummary();
    hour = { start: at, sent: 0, held: 0 };
  }
  if (hour.sent >= MAILS_PER_HOUR) {
    hour.held += 1;
    if (!summaryScheduled) {
      summaryScheduled = true;
      setTimeout(sendSummary, hour.start + HOUR_MS - at).unref();
    }
    return;
  }
  hour.sent += 1;
  const oneLine = testimonial.name.replace(/\s+/g, " ");
  void deliver({
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
      `Godkend eller afvis den her: ${SITE_URL}/admin?status=pending`,
    ]
      .filter((line) => line !== null)
      .join("\n"),
  });
}

function sendSummary(): void {
  summaryScheduled = false;
  const held = hour.held;
  hour.held = 0;
  if (held === 0) return;
  const { SITE_URL } = settings();
  void deliver({
    subject: `${held} anmeldelser mere venter på godkendelse`,
    text: `Der kom flere end ${MAILS_PER_HOUR} nye anmeldelser på en time. ${held} af dem fik ingen e-mail.\n\nSe dem her: ${SITE_URL}/admin?status=pending`,
  });
}

async function deliver(mail: { subject: string; text: string }): Promise<void> {
  const { SMTP_URL, NOTIFY_EMAIL, SITE_NAME } = settings();
  if (!SMTP_URL || !NOTIFY_EMAIL) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await transporter(SMTP_URL).sendMail({
        from: { name: SITE_NAME, address: NOTIFY_EMAIL },
        to: NOTIFY_EMAIL,
        ...mail,
      });
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        log.error(
          errorFields(error),
          "testimonial notice not sent; the testimonial waits in the admin",
        );
        return;
      }
      log.warn({ ...errorFields(error), retryInMs: delay }, "testimonial notice failed; retrying");
      await sleep(delay, undefined, { ref: false });
    }
  }
}
