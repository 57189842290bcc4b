import { ENGLISH_PAGE_PATHS, eventPath, PAGE_PATHS } from "#app/content/public-paths.ts";

/**
 * The public pages the bench measures against every public-page budget
 * (docs/performance.md#the-budgets): the navigation's four, and the dated events' list and one
 * event's page (docs/api.md#event-sign-up-and-calendar-feeds), whose event the bench writes into
 * its database before measuring (`BENCH_EVENT`); and the English home, departments, events and
 * that event's English page (docs/pages.md#english).
 */
export function measuredPages(eventSlug: string): string[] {
  return [
    PAGE_PATHS.home,
    PAGE_PATHS.services,
    PAGE_PATHS.nightGaming,
    PAGE_PATHS.booking,
    PAGE_PATHS.events,
    eventPath(eventSlug),
    ENGLISH_PAGE_PATHS.home,
    ENGLISH_PAGE_PATHS.services,
    ENGLISH_PAGE_PATHS.events,
    eventPath(eventSlug, "en"),
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A tournament two weeks out with seats left: the event page with its sign-up form. */
export function benchEvent(now = Date.now()) {
  return {
    title: "CS2 Frederiksberg Cup",
    kind: "tournament",
    game: "Counter-Strike 2",
    description:
      "Fem mod fem i centrets turneringsrum. Gruppespil om eftermiddagen, slutspil på storskærm om aftenen.\n\nVi sørger for stationer, dommere og snacks. Medbring gerne eget headset.",
    starts_at: new Date(now + 14 * DAY_MS).toISOString(),
    ends_at: new Date(now + 14.3 * DAY_MS).toISOString(),
    capacity: 16,
    team_size: 5,
    price: 150,
    status: "scheduled",
  };
}

/** The static baseline's file name for a path (a type nginx knows from the extension). */
export function baselineName(path: string): string {
  const base = path === "/" ? "index" : path.slice(1).replaceAll("/", "-");
  return `${base}.${path.startsWith("/api/") ? "json" : "html"}`;
}
