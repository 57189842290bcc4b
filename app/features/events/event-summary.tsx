import CalendarDays from "lucide-react/icons/calendar-days";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import Ticket from "lucide-react/icons/ticket";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { eventPage, eventsPage } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { formatEventTime, formatKroner } from "#app/lib/format.ts";
import { useLang } from "#app/lib/site.ts";
import { type EventWithCounts, eventTexts } from "./event.ts";
import { publicState, seatText } from "./public-status.ts";

/** The price as the pages say it: `Gratis` or `150 kr.`; `Free` or `DKK 150`. */
export function priceText(price: number, lang: Lang = "da"): string {
  return price === 0 ? eventsPage[lang].free : formatKroner(price, lang);
}

/**
 * One dated event in a list (`/begivenheder`, the home page): when, what, the price and the
 * seats; the title links to its page. `now` is the server's moment of rendering (ISO). In the
 * page's language (docs/pages.md#english).
 */
export function EventSummary({
  event,
  now,
  headingLevel = 3,
  past = false,
}: {
  event: EventWithCounts;
  now: string;
  /** 3 under a page's `h2`; 4 where the list has a heading of its own below an `h2` (home). */
  headingLevel?: 3 | 4;
  past?: boolean;
}) {
  const lang = useLang();
  const Heading = headingLevel === 4 ? "h4" : "h3";
  const state = publicState(event, new Date(now));
  const seats = seatText(event, new Date(now), lang);
  const { title } = eventTexts(event, lang);
  const tone =
    state === "cancelled"
      ? "border-danger/60 text-danger"
      : state === "open" || state === "waitlist"
        ? "border-primary/50 text-primary"
        : "border-border text-muted";
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-border bg-surface p-6 transition duration-200 focus-within:border-primary/70 hover:border-accent/60 motion-safe:hover:-translate-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border border-accent/50 px-2.5 py-0.5 font-semibold text-accent">
          {eventsPage[lang].kinds[event.kind]}
        </span>
        <span className={`rounded-full border px-2.5 py-0.5 font-semibold ${tone}`}>{seats}</span>
      </p>
      <Heading className="mt-4 text-h3 font-bold">
        <Link
          to={eventPath(event.slug, lang)}
          lang={title.lang}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary"
        >
          {title.text}
        </Link>
      </Heading>
      <ul className="mt-4 flex flex-col gap-2 text-muted">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <time dateTime={event.starts_at}>
            {formatEventTime(event.starts_at, { withYear: past, lang })}
          </time>
        </li>
        {event.game ? (
          <li className="flex items-start gap-2">
            <Gamepad2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {event.game}
          </li>
        ) : null}
        {event.team_size > 1 ? (
          <li className="flex items-start gap-2">
            <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {eventPage[lang].teamSize(event.team_size)}
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {priceText(event.price, lang)}
        </li>
      </ul>
    </article>
  );
}
