import Clock from "lucide-react/icons/clock";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { FeatureList } from "#app/components/ui/feature-list.tsx";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { homePage } from "#app/content/home-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { useContent } from "#app/lib/site.ts";

/** The event types staff describe (spec); `children` follows them (the dated events). */
export function EventCards({ children }: { children?: ReactNode }) {
  const { events } = useContent();
  return (
    <Section labelledBy="events">
      <SectionHeading id="events" eyebrow="Events" title={homePage.events.heading}>
        {homePage.events.intro}
      </SectionHeading>
      <ul className="flex flex-wrap justify-center gap-6">
        {events.map((event) => (
          <li
            key={event.title}
            className="flex w-full flex-col rounded-2xl border border-border bg-surface p-6 md:w-[calc(50%-0.75rem)] xl:w-[calc(33.333%-1rem)] transition duration-200 hover:border-accent/60 motion-safe:hover:-translate-y-1"
          >
            <h3 className="text-h3 font-bold">{event.title}</h3>
            <p className="mt-1 text-muted">{event.subtitle}</p>
            <p className="mt-4 font-display text-xl font-bold text-accent">{event.priceText}</p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="flex items-center gap-2 text-muted">
                  <Users aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {homePage.events.capacityLabel}
                </dt>
                <dd className="mt-1 pl-7">{event.capacity}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-muted">
                  <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {homePage.events.durationLabel}
                </dt>
                <dd className="mt-1 pl-7">{event.duration}</dd>
              </div>
            </dl>
            <FeatureList items={event.features} className="mt-5 mb-6" />
            <div className="mt-auto flex flex-wrap gap-3">
              <Link to={PAGE_PATHS.booking} className={buttonClass()}>
                {event.cta}
              </Link>
              <CallButton label="Ring" />
            </div>
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
