import { CentredLink } from "#app/components/ui/button-link.tsx";
import { eventsPage } from "#app/content/events-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import type { EventWithCounts } from "./event.ts";
import { EventSummary } from "./event-summary.tsx";

/**
 * The next dated events under the home page's event types (docs/pages.md#the-home-page), and the
 * way to all of them: the link is there even when nothing is planned.
 */
export function UpcomingEvents({ events, now }: { events: EventWithCounts[]; now: string }) {
  return (
    <div className="mt-16">
      {events.length > 0 ? (
        <>
          <h3 className="mb-6 text-center font-display text-h3 font-bold">
            {eventsPage.homeHeading}
          </h3>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventSummary event={event} now={now} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <CentredLink to={PAGE_PATHS.events} className="mt-8" arrow>
        {eventsPage.seeAll}
      </CentredLink>
    </div>
  );
}
