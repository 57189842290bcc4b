import Mail from "lucide-react/icons/mail";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.ts";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { eventsPage } from "#app/content/events-page.ts";
import { eventEmailFields } from "#app/content/faq.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { mailtoHref } from "#app/lib/format.ts";
import { useContent, useSite } from "#app/lib/site.ts";

/** A pre-filled e-mail per event type: the visitor only fills in guests, date and time. */
function eventMail(email: string, eventTitle: string) {
  const body = [
    "Hej",
    "",
    `${eventEmailFields[0]}: ${eventTitle}`,
    `${eventEmailFields[1]}: `,
    `${eventEmailFields[2]}: `,
    "",
    "Venlig hilsen",
  ].join("\n");
  return mailtoHref(email, { subject: `Forespørgsel: ${eventTitle}`, body });
}

export function LargerEvents() {
  const { email } = useSite();
  const { events } = useContent();
  return (
    <Section labelledBy="storre-events" className="bg-surface/40">
      <SectionHeading id="storre-events" eyebrow="Events" title={bookingPage.eventsHeading}>
        {bookingPage.eventsIntro}
      </SectionHeading>
      <ol className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
        {eventEmailFields.map((field, index) => (
          <li key={field} className="rounded-xl border border-border bg-surface p-5 text-center">
            <span className="font-display text-3xl font-bold text-accent">{index + 1}</span>
            <p className="mt-1 font-semibold">{field}</p>
          </li>
        ))}
      </ol>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {events.map((event) => (
          <li key={event.title}>
            <a
              href={eventMail(email, event.title)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 font-medium transition hover:border-primary hover:text-primary"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {bookingPage.eventsMailPrefix} {event.topic}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={PAGE_PATHS.events} className={buttonClass({ variant: "secondary" })}>
          {eventsPage.bookingLink}
        </Link>
      </p>
    </Section>
  );
}
