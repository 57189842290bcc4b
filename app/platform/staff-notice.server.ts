import { settings } from "./env.server.ts";
import { sendMail } from "./mail.server.ts";

/**
 * Notices to the staff at NOTIFY_EMAIL (new testimonials, event sign-ups; docs/admin.md#reviews-from-guests, docs/api.md#event-sign-up-and-calendar-feeds).
 * Each notice is about a topic (the review queue; one event): a flood is capped at
 * MAILS_PER_HOUR mails an hour for each topic, so a busy event never silences another; what
 * comes beyond the cap is told in one summary, naming each topic with how many it held, when the
 * topic's hour is over. Like every mail, a notice never fails or delays its cause.
 */

export const MAILS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

type Notice = { subject: string; text: string };

/** What a notice is about; notices of one `key` share a cap. */
export type NoticeTopic = { key: string };

/** A topic's notices not mailed, for the summary. */
export type Held<Topic extends NoticeTopic> = { topic: Topic; count: number };

/**
 * A sender for one kind of notice; `summary` words the mail about the ones held back, each topic
 * with its count. `hourMs` is the cap's window (an hour; a test's is shorter).
 */
export function staffNotices<Topic extends NoticeTopic>(
  what: string,
  summary: (held: Held<Topic>[]) => Notice,
  hourMs = HOUR_MS,
) {
  /** Each topic's current hour: when it began and how many mails it sent. */
  const hours = new Map<string, { start: number; sent: number }>();
  let held = new Map<string, Held<Topic>>();
  let summaryDue = false;

  const deliver = (mail: Notice) => {
    const { SMTP_URL, NOTIFY_EMAIL } = settings();
    if (SMTP_URL && NOTIFY_EMAIL) sendMail({ to: NOTIFY_EMAIL, ...mail }, what);
  };

  const sendSummary = () => {
    summaryDue = false;
    const told = [...held.values()];
    held = new Map();
    if (told.length > 0) deliver(summary(told));
  };

  return (topic: Topic, notice: () => Notice): void => {
    const { SMTP_URL, NOTIFY_EMAIL } = settings();
    if (!SMTP_URL || !NOTIFY_EMAIL) return;
    const at = Date.now();
    for (const [key, hour] of hours) if (at - hour.start >= hourMs) hours.delete(key);
    const hour = hours.get(topic.key) ?? { start: at, sent: 0 };
    hours.set(topic.key, hour);
    if (hour.sent < MAILS_PER_HOUR) {
      hour.sent += 1;
      deliver(notice());
      return;
    }
    const count = (held.get(topic.key)?.count ?? 0) + 1;
    held.set(topic.key, { topic, count });
    // One summary for whatever is held when the first topic held back has its hour over.
    if (!summaryDue) {
      summaryDue = true;
      setTimeout(sendSummary, hour.start + hourMs - at).unref();
    }
  };
}
