import { CallButton } from "#app/components/site/contact-buttons.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { ClosingCta } from "#app/components/ui/closing-cta.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { TitledSection } from "#app/components/ui/titled-section.tsx";
import { defaultContent } from "#app/content/defaults.ts";
import { heroStats } from "#app/content/figures.ts";
import { langOf } from "#app/content/language.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { Comparison } from "#app/features/services/comparison.tsx";
import { DepartmentDetail } from "#app/features/services/department-detail.tsx";
import { Gear, Partners } from "#app/features/services/gear-partners.tsx";
import { servicesCopy } from "#app/features/services/page-copy.ts";
import { contentFrom, pageMeta, siteFrom } from "#app/lib/meta.ts";
import { useContent, useLang, usePagePaths } from "#app/lib/site.ts";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    servicesCopy(contentFrom(matches) ?? defaultContent, langOf(location.pathname)),
    siteFrom(matches),
  );

/** The hero's three figures, each on a tile. */
const STAT_TILES = {
  grid: "grid max-w-3xl gap-4 sm:grid-cols-3",
  keyBy: "label",
  card: "rounded-2xl border border-border bg-surface/80 p-5",
} as const;

export default function Services() {
  const { departments, figures } = useContent();
  const lang = useLang();
  const copy = servicesPage[lang];
  const paths = usePagePaths();
  /** Each department in its own section, under one heading. */
  return (
    <>
      <PageHero page={copy}>
        <CardGrid items={heroStats(figures, lang)} layout={STAT_TILES}>
          {(stat) => (
            <>
              <p className="font-display text-4xl font-bold text-primary">{stat.value}</p>
              <p className="mt-1 text-muted">{stat.label}</p>
            </>
          )}
        </CardGrid>
      </PageHero>
      <Comparison />
      <TitledSection section={{ id: "afdelingerne", ...copy.details }} className="bg-surface/40">
        <div className="divide-y divide-border">
          {departments.map((department, index) => (
            <DepartmentDetail key={department.id} department={department} flip={index % 2 === 1} />
          ))}
        </div>
      </TitledSection>
      <Gear />
      <Partners />
      <ClosingCta id="kontakt" closing={copy.closing}>
        <CallButton variant="primary" />
        <ButtonLink to={paths.booking} variant="secondary">
          {copy.book}
        </ButtonLink>
      </ClosingCta>
    </>
  );
}
