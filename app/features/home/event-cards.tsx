import Clock from "lucide-react/icons/clock";
import Users from "lucide-react/icons/users";
import { cardSection } from "#app/components/site/card-section.tsx";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { FeatureList } from "#app/components/site/feature-list.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { homePage } from "#app/content/home-page.ts";
import { fallbackLang } from "#app/content/localize.ts";
import type { EventType } from "#app/content/sections.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";

/** The two facts each event type states, under an icon. */
const FACTS = [
  { Icon: Users, label: "capacityLabel", key: "capacity" },
  { Icon: Clock, label: "durationLabel", key: "duration" },
] as const;

function EventTypeCard({ item: event }: { item: EventType }) {
  const copy = homePage[useLang()].events;
  const paths = usePagePaths();
  return (
    <>
      <h3 className="text-h3 font-bold" lang={fallbackLang(event, "title")}>
        {event.title}
      </h3>
      <p className="mt-1 text-muted" lang={fallbackLang(event, "subtitle")}>
        {event.subtitle}
      </p>
      <p
        className="mt-4 font-display text-xl font-bold text-accent"
        lang={fallbackLang(event, "priceText")}
      >
        {event.priceText}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {FACTS.map(({ Icon, label, key }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 text-muted">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {copy[label]}
            </dt>
            <dd className="mt-1 pl-7" lang={fallbackLang(event, key)}>
              {event[key]}
            </dd>
          </div>
        ))}
      </dl>
      <FeatureList of={event} field="features" className="mt-5 mb-6" />
      <div className="mt-auto flex flex-wrap gap-3">
        <ButtonLink to={paths.booking}>
          <span lang={fallbackLang(event, "cta")}>{event.cta}</span>
        </ButtonLink>
        <CallButton />
      </div>
    </>
  );
}

/** The event types staff describe (spec), two or three a row, the last row centred. */
export const EventCards = cardSection<EventType>({
  id: "events",
  heading: (lang) => homePage[lang].events,
  grid: "flex flex-wrap justify-center gap-6",
  card: "flex w-full flex-col rounded-2xl border border-border bg-surface p-6 md:w-[calc(50%-0.75rem)] xl:w-[calc(33.333%-1rem)] transition duration-200 hover:border-accent/60 motion-safe:hover:-translate-y-1",
  keyBy: "title",
  items: (content) => content.events,
  Card: EventTypeCard,
});
