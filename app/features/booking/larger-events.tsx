import Mail from "lucide-react/icons/mail";
import { CentredLink } from "#app/components/ui/button-link.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
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

const LARGER_EVENTS = {
  id: "storre-events",
  eyebrow: "Events",
  title: bookingPage.eventsHeading,
  intro: bookingPage.eventsIntro,
};

export function LargerEvents() {
  const { email } = useSite();
  const { events } = useContent();
  return (
    <TitledSection section={LARGER_EVENTS} className="bg-surface/40">
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
      <CentredLink to={PAGE_PATHS.events} className="mt-10">
        {eventsPage.da.bookingLink}
      </CentredLink>
    </TitledSection>
  );
}
