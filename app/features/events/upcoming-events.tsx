import { CentredLink } from "#app/components/ui/button-link.tsx";
import { eventsPage } from "#app/content/events-page.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";
import type { EventWithCounts } from "./event.ts";
import { EventSummary } from "./event-summary.tsx";

/**
 * The next dated events under the home page's event types (docs/pages.md#the-home-page), and the
 * way to all of them: the link is there even when nothing is planned.
 */
export function UpcomingEvents({ events, now }: { events: EventWithCounts[]; now: string }) {
  const copy = eventsPage[useLang()];
  const paths = usePagePaths();
  return (
    <div className="mt-16">
      {events.length > 0 ? (
        <>
          <h3 className="mb-6 text-center font-display text-h3 font-bold">{copy.homeHeading}</h3>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventSummary event={event} now={now} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <CentredLink to={paths.events} className="mt-8" arrow>
        {copy.seeAll}
      </CentredLink>
    </div>
  );
}
