import { Link } from "react-router";
import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { defaultContent } from "#app/content/defaults.ts";
import { heroStats } from "#app/content/figures.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { Comparison } from "#app/features/services/comparison.tsx";
import { DepartmentDetail } from "#app/features/services/department-detail.tsx";
import { Gear, Partners } from "#app/features/services/gear-partners.tsx";
import { servicesCopy } from "#app/features/services/page-copy.ts";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent } from "#app/lib/site.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(servicesCopy(contentFrom(matches) ?? defaultContent), siteFrom(matches));

export default function Services() {
  const { departments, figures } = useContent();
  return (
    <>
      <PageHero
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.heading}
        intro={servicesPage.intro}
      >
        <ul className="grid max-w-3xl gap-4 sm:grid-cols-3">
          {heroStats(figures).map((stat) => (
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
        <Link to={PAGE_PATHS.booking} className={buttonClass({ variant: "secondary" })}>
          {servicesPage.book}
        </Link>
      </ClosingCta>
    </>
  );
}
