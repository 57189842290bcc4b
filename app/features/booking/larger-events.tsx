import Mail from "lucide-react/icons/mail";
import { CentredLink } from "#app/components/ui/button-link.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { bookingPage } from "#app/content/booking-page.ts";
import { fallbackLang } from "#app/content/localize.ts";
import { mailtoHref } from "#app/lib/format.ts";
import { useContent, useLang, usePagePaths, useSite } from "#app/lib/site.ts";

type Copy = (typeof bookingPage)[keyof typeof bookingPage];

/** A pre-filled e-mail per event type: the visitor only fills in guests, date and time. */
function eventMail(copy: Copy, email: string, eventTitle: string) {
  const [type, guests, when] = copy.eventEmailFields;
  const body = [
    copy.eventMail.greeting,
    "",
    `${type}: ${eventTitle}`,
    `${guests}: `,
    `${when}: `,
    "",
    copy.eventMail.signOff,
  ].join("\n");
  return mailtoHref(email, { subject: copy.eventMail.subject(eventTitle), body });
}

export function LargerEvents() {
  const { email } = useSite();
  const { events } = useContent();
  const copy = bookingPage[useLang()];
  return (
    <TitledSection section={{ id: "storre-events", ...copy.events }} className="bg-surface/40">
      <ol className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3">
        {copy.eventEmailFields.map((field, index) => (
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
              href={eventMail(copy, email, event.title)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-5 font-medium transition hover:border-primary hover:text-primary"
            >
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {/* One flex item: the words wrap as a line of text, without the gap between. */}
              <span>
                {copy.eventsMailPrefix}{" "}
                <span lang={fallbackLang(event, "topic")}>{event.topic}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <CentredLink to={usePagePaths().events} className="mt-10">
        {copy.eventsLink}
      </CentredLink>
    </TitledSection>
  );
}
