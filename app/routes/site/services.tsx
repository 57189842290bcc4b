import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ClosingCta } from "~/components/ui/closing-cta";
import { CallButton } from "~/components/ui/contact-buttons";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section-heading";
import { departments } from "~/content/departments";
import { heroStats } from "~/content/figures";
import { servicesPage } from "~/content/services-page";
import { Comparison } from "~/features/services/comparison";
import { DepartmentDetail } from "~/features/services/department-detail";
import { Gear, Partners } from "~/features/services/gear-partners";
import { pageMeta, siteFrom } from "~/lib/meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(servicesPage, siteFrom(matches));

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.heading}
        intro={servicesPage.intro}
      >
        <ul className="grid max-w-3xl gap-4 sm:grid-cols-3">
          {heroStats.map((stat) => (
            <li key={stat.label} className="rounded-2xl border border-border bg-surface/80 p-5">
              <p className="font-display text-4xl font-bold text-primary">{stat.value}</p>
              <p className="mt-1 text-muted">{stat.label}</p>
            </li>
          ))}
        </ul>
      </PageHero>
      <Comparison />
      <Section labelledBy="afdelingerne" className="bg-surface/40">
        <SectionHeading id="afdelingerne" eyebrow="I detaljer" title="Afdelingerne" />
        <div className="divide-y divide-border">
          {departments.map((department, index) => (
            <DepartmentDetail key={department.id} department={department} flip={index % 2 === 1} />
          ))}
        </div>
      </Section>
      <Gear />
      <Partners />
      <ClosingCta
        id="kontakt"
        title={servicesPage.closing.heading}
        text={servicesPage.closing.text}
      >
        <CallButton variant="primary" label="Ring" />
        <Link to="/booking" className={buttonClass("secondary")}>
          {servicesPage.book}
        </Link>
      </ClosingCta>
    </>
  );
}
