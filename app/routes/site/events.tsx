import CalendarPlus from "lucide-react/icons/calendar-plus";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { eventsPage } from "#app/content/events-page.ts";
import { langOf } from "#app/content/language.ts";
import { EventSummary } from "#app/features/events/event-summary.tsx";
import { eventsListing } from "#app/features/events/public-pages.server.ts";
import { pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useLang } from "#app/lib/site.ts";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(eventsPage[langOf(location.pathname)], siteFrom(matches));

/** Kept like every public page; let go at a sign-up and when an event's state turns. */
export async function loader() {
  const now = new Date();
  return { ...(await eventsListing(now)), now: now.toISOString() };
}

const grid = "grid gap-6 md:grid-cols-2 xl:grid-cols-3";

export default function Events({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, now } = loaderData;
  const copy = eventsPage[useLang()];
  return (
    <>
      <PageHero page={copy}>
        <a
          href={`${copy.path}.ics`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
          {copy.calendar}
        </a>
      </PageHero>
      <section aria-labelledby="kommende" className="px-4 pb-20 sm:px-6 lg:pb-28">
        <div className="mx-auto max-w-[1200px]">
          <h2 id="kommende" className="mb-8 text-h2 font-bold">
            {copy.upcomingHeading}
          </h2>
          {upcoming.length === 0 ? (
            <p className="max-w-2xl text-lg text-muted">{copy.none}</p>
          ) : (
            <ul className={grid}>
              {upcoming.map((event) => (
                <li key={event.id}>
                  <EventSummary event={event} now={now} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {past.length > 0 ? (
        <Section labelledBy="tidligere" className="bg-surface/40">
          <h2 id="tidligere" className="mb-8 text-h2 font-bold">
            {copy.pastHeading}
          </h2>
          <ul className={grid}>
            {past.map((event) => (
              <li key={event.id}>
                <EventSummary event={event} now={now} past />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
