import { ADMIN_SCREENS } from "#app/content/admin-screens.ts";
import { eventPath, REGISTRATION_PATH } from "#app/content/public-paths.ts";
import { formatEventSpan, formatKroner } from "#app/lib/format.ts";
import { database } from "#app/platform/database.server.ts";
import { settings } from "#app/platform/env.server.ts";
import { errorFields, log } from "#app/platform/log.server.ts";
import { type Mail, sendMail } from "#app/platform/mail.server.ts";
import { siteContent } from "#app/platform/site-content.server.ts";
import { MAILS_PER_HOUR, staffNotices } from "#app/platform/staff-notice.server.ts";
import { eventsCalendar } from "./calendar.server.ts";
import type { Event, Registration } from "./event.ts";
import { renewCancelLink, type SignUpResult } from "./registrations.server.ts";

/**
 * The e-mails of events (product.md §11): to the person who signed up (confirmed, waitlisted,
 * given a seat from the waitlist, the event cancelled) and one line per sign-up to the staff.
 * Each is caused by the person or by staff acting on their event; none is marketing. Mails are
 * handed over after the answer (sendMail): a mail server that fails never fails a sign-up.
 */

type Registered = Extract<SignUpResult, { kind: "registered" }>;
type Host = { origin: string; name: string; address: string };

async function host(): Promise<Host> {
  const { contact } = await siteContent();
  return { origin: settings().SITE_URL, name: contact.name, address: contact.address };
}

/** The event as a calendar file, to open in any calendar program. */
function calendarFile(event: Event, site: Host): NonNullable<Mail["attachments"]>[number] {
  return {
    filename: `${event.slug}.ics`,
    content: eventsCalendar([event], site),
    contentType: "text/calendar; charset=utf-8",
  };
}

/** The facts of the event every mail repeats. */
function facts(event: Event, registration: Registration, site: Host): string[] {
  return [
    `Tidspunkt: ${formatEventSpan(event.starts_at, event.ends_at)}`,
    `Sted: ${site.name}, ${site.address}`,
    `Pris: ${event.price === 0 ? "Gratis" : formatKroner(event.price)}`,
    ...(registration.team_name ? [`Hold: ${registration.team_name}`] : []),
  ];
}

const cancelLink = (site: Host, token: string) => `${site.origin}${REGISTRATION_PATH}/${token}`;
const greeting = (registration: Registration) => `Hej ${registration.name ?? ""}`.trim();
const signOff = (site: Host) => ["", "Venlig hilsen", site.name];

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
      "Begivenheden ligger vedhæftet, så du kan føje den til din kalender.",
      "",
      "Kan du ikke komme alligevel? Meld fra her, så går pladsen videre:",
      told.link,
      ...(told.after ?? []),
      ...signOff(site),
    ],
    { attachments: [calendarFile(event, site)] },
  );
}

/**
 * Makes and hands over mails after the answer. Without SMTP_URL nothing is made (no content read,
 * no calendar written, no link renewed). Whatever fails here is logged; the person's sign-up or
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

const staffNotice = staffNotices("event sign-up notice", (held) => ({
  subject: `${held} tilmeldinger mere`,
  text: `Der kom flere end ${MAILS_PER_HOUR} tilmeldinger på en time. ${held} af dem fik ingen e-mail.\n\nSe dem i administrationen: ${settings().SITE_URL}${ADMIN_SCREENS.events.path}`,
}));

/**
 * After a sign-up (the form or the JSON API): the confirmation with the calendar file, or the
 * place on the waitlist, each with the personal cancel link. A repeated sign-up gets the mail
 * again with its new link; the staff hear of new sign-ups only.
 */
export function mailSignUp(result: Registered): void {
  logged("sign-up", async () => {
    const { event, registration, token, repeated } = result;
    const site = await host();
    const link = cancelLink(site, token);
    if (registration.status === "confirmed") {
      mailSeat(site, event, registration, {
        subject: `Du er tilmeldt: ${event.title}`,
        said: `Du er tilmeldt ${event.title}.`,
        link,
        after: ["", `Se begivenheden: ${site.origin}${eventPath(event.slug)}`],
      });
    } else if (registration.status === "waitlisted") {
      mailTo(registration, `Du er på ventelisten: ${event.title}`, [
        greeting(registration),
        "",
        `Du er på ventelisten som nr. ${registration.position} til ${event.title}.`,
        "Bliver en plads ledig, får du den automatisk, og vi skriver til dig.",
        "",
        ...facts(event, registration, site),
        "",
        "Vil du ikke længere stå på ventelisten, så meld fra her:",
        link,
        ...signOff(site),
      ]);
    }
    if (!repeated) {
      const seat =
        registration.status === "confirmed"
          ? "tilmeldt"
          : `på ventelisten som nr. ${registration.position}`;
      const who = `${registration.name ?? ""} (${registration.email ?? ""})`.replace(/\s+/g, " ");
      staffNotice(() => ({
        subject: `Ny tilmelding: ${event.title}`,
        text: `${who} er ${seat} til ${event.title}, ${formatEventSpan(event.starts_at, event.ends_at)}.`,
      }));
    }
  });
}

/**
 * `Du har fået en plads`: to each one confirmed from the waitlist, with the calendar file and a
 * new cancel link (the one from their waitlist mail stops working).
 */
export function mailPromoted(event: Event, promoted: Registration[]): void {
  if (promoted.length === 0) return;
  logged("promoted", async () => {
    const site = await host();
    for (const registration of promoted) {
      const token = await renewCancelLink(database().db, registration.id);
      if (!token) continue;
      mailSeat(site, event, registration, {
        subject: `Du har fået en plads: ${event.title}`,
        said: `Du har fået en plads til ${event.title}: en plads blev ledig, og du stod først på ventelisten.`,
        link: cancelLink(site, token),
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
      mailTo(
        registration,
        `Aflyst: ${event.title}`,
        [
          greeting(registration),
          "",
          `${event.title} ${formatEventSpan(event.starts_at, event.ends_at)} er desværre aflyst.`,
          "",
          "Besked fra os:",
          message,
          "",
          "Du behøver ikke gøre mere. Vi beklager.",
          ...signOff(site),
        ],
        { attachments: [calendarFile({ ...event, status: "cancelled" }, site)] },
      );
    }
  });
}
