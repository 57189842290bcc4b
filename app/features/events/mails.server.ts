import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { guestMails } from "#app/content/event-mails.ts";
import type { Lang } from "#app/content/language.ts";
import { eventPath, registrationPath } from "#app/content/public-paths.ts";
import { formatEventSpan, formatKroner } from "#app/lib/format.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { type Mail, sendMail } from "#app/platform/mail.server.ts";
import { siteContent } from "#app/platform/site-content.server.ts";
import { type Held, MAILS_PER_HOUR, staffNotices } from "#app/platform/staff-notice.server.ts";
import { eventsCalendar } from "./calendar.server.ts";
import { type Event, eventTexts, type Registration } from "./event.ts";
import { newCancelLink, type SignUpResult } from "./registrations.server.ts";

/**
 * The e-mails of events (docs/api.md#event-sign-up-and-calendar-feeds): to the person who signed up (confirmed, waitlisted,
 * given a seat from the waitlist, the event cancelled) and one line per sign-up to the staff,
 * capped per event.
 * Each is caused by the person or by staff acting on their event; none is marketing. Mails are
 * handed over after the answer (sendMail): a mail server that fails never fails a sign-up.
 */

type Registered = Extract<SignUpResult, { kind: "registered" }>;
type Host = { origin: string; name: string; address: string };

async function host(): Promise<Host> {
  const { contact } = await siteContent();
  return { origin: settings().SITE_URL, name: contact.name, address: contact.address };
}

/** The event as a calendar file, to open in any calendar program; in the guest's language. */
function calendarFile(
  event: Event,
  site: Host,
  lang: Lang,
): NonNullable<Mail["attachments"]>[number] {
  return {
    filename: `${event.slug}.ics`,
    content: eventsCalendar([event], site, lang),
    contentType: "text/calendar; charset=utf-8",
  };
}

/**
 * What a mail about `registration` is written with: the words and the event's title in the
 * language the guest signed up in (docs/pages.md#english).
 */
function wordsFor(event: Event, registration: Registration) {
  const lang = registration.lang;
  return { lang, words: guestMails[lang], title: eventTexts(event, lang).title.text };
}

/** The facts of the event every mail repeats. */
function facts(event: Event, registration: Registration, site: Host): string[] {
  const { lang, words } = wordsFor(event, registration);
  return [
    `${words.when}: ${formatEventSpan(event.starts_at, event.ends_at, { lang })}`,
    `${words.where}: ${site.name}, ${site.address}`,
    `${words.price}: ${event.price === 0 ? words.free : formatKroner(event.price, lang)}`,
    ...(registration.team_name ? [`${words.team}: ${registration.team_name}`] : []),
  ];
}

/** The guest's own page, in the language they signed up in. */
const cancelLink = (site: Host, token: string, lang: Lang) =>
  `${site.origin}${registrationPath(token, lang)}`;
const greeting = (registration: Registration) =>
  guestMails[registration.lang].hello(registration.name ?? "");
const signOff = (site: Host, lang: Lang) => ["", guestMails[lang].regards, site.name];

function mailTo(registration: Registration, subject: string, lines: string[], extra = {}): void {
  if (!registration.email) return;
  sendMail({ to: registration.email, subject, text: lines.join("\n"), ...extra }, "event mail");
}

/**
 * A seat is theirs (signed up, or given one from the waitlist): what happened, the facts, the
 * calendar file, and the link to cancel so the seat goes on.
 */
function mailSeat(
  site: Host,
  event: Event,
  registration: Registration,
  told: { subject: string; said: string; link: string; after?: string[] },
): void {
  const { lang, words } = wordsFor(event, registration);
  mailTo(
    registration,
    told.subject,
    [
      greeting(registration),
      "",
      told.said,
      "",
      ...facts(event, registration, site),
      "",
      words.calendarAttached,
      "",
      words.cancelHere,
      told.link,
      ...(told.after ?? []),
      ...signOff(site, lang),
    ],
    { attachments: [calendarFile(event, site, lang)] },
  );
}

/**
 * Makes and hands over mails after the answer. Without SMTP_URL nothing is made (no content read,
 * no calendar written, no link made). Whatever fails here is logged; the person's sign-up or
 * cancellation is already saved.
 */
function logged(what: string, work: () => Promise<void>): void {
  if (!settings().SMTP_URL) return;
  setImmediate(() => {
    work().catch((error: unknown) =>
      log.error({ ...errorFields(error), mail: what }, "event mail"),
    );
  });
}

/** An event's registrations in the admin, as the staff's notices link to them. */
const registrationsLink = (eventId: string) =>
  `${settings().SITE_URL}${ADMIN_SCREENS.events.path}?tilmeldinger=${encodeURIComponent(eventId)}#tilmeldinger`;

type NoticeEvent = { key: string; title: string };

/**
 * The summary of the notices held back (past MAILS_PER_HOUR an hour for an event): each event
 * with how many, and the link to its registrations.
 */
export function heldSignUpsSummary(held: Held<NoticeEvent>[]) {
  const total = held.reduce((sum, { count }) => sum + count, 0);
  const signUps = (count: number) => `${count} ${count === 1 ? "tilmelding" : "tilmeldinger"} mere`;
  return {
    subject: signUps(total),
    text: [
      `Der kom flere end ${MAILS_PER_HOUR} tilmeldinger på en time til en begivenhed. Disse fik ingen e-mail:`,
      ...held.flatMap(({ topic, count }) => [
        "",
        `${topic.title}: ${signUps(count)}`,
        registrationsLink(topic.key),
      ]),
    ].join("\n"),
  };
}

const staffNotice = staffNotices("event sign-up notice", heldSignUpsSummary);

/**
 * After a sign-up (the form or the JSON API): the confirmation with the calendar file, or the
 * place on the waitlist, each with a personal cancel link. A repeated sign-up gets the mail
 * again with a link of its own (the earlier ones keep working); the staff hear of new sign-ups
 * only.
 */
export function mailSignUp(result: Registered): void {
  logged("sign-up", async () => {
    const { event, registration, token, repeated } = result;
    const site = await host();
    const { lang, words, title } = wordsFor(event, registration);
    const link = cancelLink(site, token, lang);
    if (registration.status === "confirmed") {
      mailSeat(site, event, registration, {
        subject: words.confirmedSubject(title),
        said: words.confirmed(title),
        link,
        after: ["", words.seeEvent(`${site.origin}${eventPath(event.slug, lang)}`)],
      });
    } else if (registration.status === "waitlisted") {
      mailTo(registration, words.waitlistedSubject(title), [
        greeting(registration),
        "",
        words.waitlisted(registration.position ?? 0, title),
        words.waitlistedText,
        "",
        ...facts(event, registration, site),
        "",
        words.leaveWaitlist,
        link,
        ...signOff(site, lang),
      ]);
    }
    if (!repeated) {
      const seat =
        registration.status === "confirmed"
          ? "tilmeldt"
          : `på ventelisten som nr. ${registration.position}`;
      const who = `${registration.name ?? ""} (${registration.email ?? ""})`.replace(/\s+/g, " ");
      staffNotice({ key: event.id, title: event.title }, () => ({
        subject: `Ny tilmelding: ${event.title}`,
        text: [
          `${who} er ${seat} til ${event.title}, ${formatEventSpan(event.starts_at, event.ends_at)}.`,
          "",
          `Se tilmeldingerne: ${registrationsLink(event.id)}`,
        ].join("\n"),
      }));
    }
  });
}

/**
 * `Du har fået en plads`: to each one confirmed from the waitlist, with the calendar file and a
 * link of its own (the one in their waitlist mail keeps working too).
 */
export function mailPromoted(event: Event, promoted: Registration[]): void {
  if (promoted.length === 0) return;
  logged("promoted", async () => {
    const site = await host();
    for (const registration of promoted) {
      const token = await newCancelLink(database().db, registration.id);
      if (!token) continue;
      const { lang, words, title } = wordsFor(event, registration);
      mailSeat(site, event, registration, {
        subject: words.promotedSubject(title),
        said: words.promoted(title),
        link: cancelLink(site, token, lang),
      });
    }
  });
}

/**
 * The event is cancelled: everyone confirmed or on the waitlist gets the staff's `message`, and
 * the calendar file marked cancelled so a calendar that has it takes it out.
 */
export function mailEventCancelled(
  event: Event,
  registrations: Registration[],
  message: string,
): void {
  const told = registrations.filter(
    (registration) => registration.status === "confirmed" || registration.status === "waitlisted",
  );
  if (told.length === 0) return;
  logged("event cancelled", async () => {
    const site = await host();
    for (const registration of told) {
      const { lang, words, title } = wordsFor(event, registration);
      mailTo(
        registration,
        words.cancelledSubject(title),
        [
          greeting(registration),
          "",
          words.cancelled(title),
          "",
          `${words.when}: ${formatEventSpan(event.starts_at, event.ends_at, { lang })}`,
          `${words.where}: ${site.name}, ${site.address}`,
          "",
          words.messageFromUs,
          message,
          "",
          words.nothingMore,
          ...signOff(site, lang),
        ],
        { attachments: [calendarFile({ ...event, status: "cancelled" }, site, lang)] },
      );
    }
  });
}
