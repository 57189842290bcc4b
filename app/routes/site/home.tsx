import { Link } from "react-router";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { defaultContent } from "#app/content/defaults.ts";
import { homePage } from "#app/content/home-page.ts";
import { langOf } from "#app/content/language.ts";
import { homeEvents } from "#app/features/events/public-pages.server.ts";
import { UpcomingEvents } from "#app/features/events/upcoming-events.tsx";
import { DepartmentChooser } from "#app/features/home/department-chooser.tsx";
import { EventCards } from "#app/features/home/event-cards.tsx";
import { FiguresBand } from "#app/features/home/figures-band.tsx";
import { Hero } from "#app/features/home/hero.tsx";
import { homeCopy } from "#app/features/home/page-copy.ts";
import { homeTestimonials } from "#app/features/testimonials/public-cache.server.ts";
import { TestimonialsSection } from "#app/features/testimonials/testimonials-section.tsx";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";
import { businessJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const lang = langOf(location.pathname);
  const site = siteFrom(matches);
  const content = contentFrom(matches);
  const jsonLd = site && content ? [{ "script:ld+json": businessJsonLd(site, content, lang) }] : [];
  return pageMeta(homeCopy(content ?? defaultContent, lang), site, jsonLd);
};

/**
 * The testimonials, or while the database is slow a promise they stream in from (skeleton), and
 * the next dated events.
 */
export async function loader() {
  const now = new Date();
  const [testimonials, events] = await Promise.all([homeTestimonials(), homeEvents(now)]);
  return { ...testimonials, events, now: now.toISOString() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const closing = homePage[useLang()].closing;
  const paths = usePagePaths();
  return (
    <>
      <Hero />
      <DepartmentChooser />
      <FiguresBand />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <EventCards>
        <UpcomingEvents events={loaderData.events} now={loaderData.now} />
      </EventCards>
      <ClosingCta id="kom-i-gang" closing={closing}>
        <Link to={paths.booking} className={buttonClass()}>
          {closing.button}
        </Link>
        <CallButton />
      </ClosingCta>
    </>
  );
}
