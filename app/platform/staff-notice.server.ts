import { settings } from "./env.server.ts";
import { sendMail } from "./mail.server.ts";

/**
 * Notices to the staff at NOTIFY_EMAIL (new testimonials, event sign-ups; NOTIFY_EMAIL in
 * docs/settings.md). A flood is capped at MAILS_PER_HOUR mails per kind; what comes beyond that is
 * told in one summary when the hour is over. Like every mail, a notice never fails or delays its
 * cause.
 */

export const MAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

type Notice = { subject: string; text: string };

/** A sender for one kind of notice; `summary` words the mail about the `held` ones not sent. */
export function staffNotices(what: string, summary: (held: number) => Notice) {
  let hour = { start: 0, sent: 0, held: 0 };
  let summaryScheduled = false;

  const deliver = (mail: Notice) => {
    const { SMTP_URL, NOTIFY_EMAIL } = settings();
    if (SMTP_URL && NOTIFY_EMAIL) sendMail({ to: NOTIFY_EMAIL, ...mail }, what);
  };

  const sendSummary = () => {
    summaryScheduled = false;
    const held = hour.held;
    hour.held = 0;
    if (held > 0) deliver(summary(held));
  };

  return (notice: () => Notice): void => {
    const { SMTP_URL, NOTIFY_EMAIL } = settings();
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
    deliver(notice());
  };
}
