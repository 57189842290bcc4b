import CalendarDays from "lucide-react/icons/calendar-days";
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Gamepad2 from "lucide-react/icons/gamepad-2";
import MapPin from "lucide-react/icons/map-pin";
import Ticket from "lucide-react/icons/ticket";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { ContentPicture } from "#app/components/site/content-picture.tsx";
import { eventPage } from "#app/content/events-page.ts";
import type { Lang } from "#app/content/language.ts";
import { eventPath } from "#app/content/public-paths.ts";
import { formatEventSpan } from "#app/lib/format.ts";
import { useLang, useSite } from "#app/lib/site.ts";
import type { EventWithCounts } from "./event.ts";
import { priceText } from "./event-summary.tsx";
import { seatText } from "./public-status.ts";

/**
 * The description as staff wrote it: paragraphs split at blank lines, lines kept; `lang` when it
 * is not the page's (the Danish on an English page).
 */
export function Description({ text, lang }: { text: string; lang?: Lang | undefined }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div lang={lang} className="flex max-w-prose flex-col gap-4 text-lg">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own; the text is fixed for this rendering
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 font-medium">{children}</dd>
    </div>
  );
}

const iconClass = "size-5 shrink-0 text-primary";

/** When, where, what it costs and the seats; the event's calendar file. */
export function EventFacts({ event, now }: { event: EventWithCounts; now: string }) {
  const site = useSite();
  const lang = useLang();
  const copy = eventPage[lang];
  return (
    <div className="rounded-2xl border border-border bg-surface p-6">
      <h2 className="font-display text-xl font-semibold">{copy.details}</h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact icon={<CalendarDays aria-hidden="true" className={iconClass} />} label={copy.when}>
          <time dateTime={event.starts_at}>
            {formatEventSpan(event.starts_at, event.ends_at, { lang })}
          </time>
        </Fact>
        <Fact icon={<MapPin aria-hidden="true" className={iconClass} />} label={copy.place}>
          {site.siteName}, {site.address}
        </Fact>
        {event.game ? (
          <Fact icon={<Gamepad2 aria-hidden="true" className={iconClass} />} label={copy.game}>
            {event.game}
          </Fact>
        ) : null}
        <Fact icon={<Ticket aria-hidden="true" className={iconClass} />} label={copy.price}>
          {priceText(event.price, lang)}
        </Fact>
        <Fact icon={<Users aria-hidden="true" className={iconClass} />} label={copy.seats}>
          {seatText(event, new Date(now), lang)}
          {event.team_size > 1 ? ` · ${copy.teamSize(event.team_size)}` : ""}
        </Fact>
      </dl>
      <a
        href={`${eventPath(event.slug, lang)}.ics`}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
      >
        <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
        {copy.calendar}
      </a>
    </div>
  );
}

/** The event's picture, when staff gave it one. */
export function EventImage({ event }: { event: EventWithCounts }) {
  if (!event.image) return null;
  return (
    <ContentPicture
      image={event.image}
      alt=""
      eager
      sizes="(min-width: 1024px) 720px, 100vw"
      className="h-auto w-full rounded-2xl border border-border"
    />
  );
}
