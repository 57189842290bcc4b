import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import { CallButton } from "~/components/ui/contact-buttons";
import { homePage } from "~/content/home-page";
import { DepartmentChooser } from "~/features/home/department-chooser";
import { EventCards } from "~/features/home/event-cards";
import { Hero } from "~/features/home/hero";
import { TestimonialsSection } from "~/features/testimonials/testimonials-section";
import { pageMeta, siteFrom } from "~/lib/meta";
import { businessJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta(homePage, site, site ? [{ "script:ld+json": businessJsonLd(site) }] : []);
};

export default function Home() {
  return (
    <>
      <Hero />
      <DepartmentChooser />
      <TestimonialsSection />
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
