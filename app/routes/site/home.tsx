import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import { CallButton } from "~/components/ui/contact-buttons";
import { homePage } from "~/content/home-page";
import { DepartmentChooser } from "~/features/home/department-chooser";
import { EventCards } from "~/features/home/event-cards";
import { Hero } from "~/features/home/hero";
import { homeTestimonials } from "~/features/testimonials/public-cache.server";
import { TestimonialsSection } from "~/features/testimonials/testimonials-section";
import { pageMeta, siteFrom } from "~/lib/meta";
import { businessJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta(homePage, site, site ? [{ "script:ld+json": businessJsonLd(site) }] : []);
};

/** The testimonials, or while the database is slow a promise they stream in from (skeleton). */
export function loader() {
  return homeTestimonials();
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <DepartmentChooser />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <EventCards />
      <ClosingCta id="kom-i-gang" title={homePage.closing.heading} text={homePage.closing.text}>
        <Link to="/booking" className={buttonClass("primary")}>
          {homePage.closing.button}
        </Link>
        <CallButton />
      </ClosingCta>
    </>
  );
}
