import Cpu from "lucide-react/icons/cpu";
import { DepartmentBadge } from "#app/components/site/department-badge.tsx";
import { textClass } from "#app/components/site/department-colors.ts";
import { DepartmentPicture } from "#app/components/site/department-picture.tsx";
import { FeatureList } from "#app/components/site/feature-list.tsx";
import { Price } from "#app/components/site/price.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { priceCopy } from "#app/content/departments.ts";
import { fallbackLang } from "#app/content/localize.ts";
import type { Department } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";

/** The specs as chips, two columns from a small tablet up. */
const SPECS = {
  grid: "mt-3 grid gap-2 sm:grid-cols-2",
  card: "rounded-lg bg-bg/60 px-3 py-2 font-medium",
};

/** One department's own section; its `id` is the anchor `/services#standard` etc. */
export function DepartmentDetail({ department, flip }: { department: Department; flip: boolean }) {
  const headingId = `${department.id}-titel`;
  const lang = useLang();
  const paths = usePagePaths();
  return (
    <section
      id={department.id}
      aria-labelledby={headingId}
      className="grid items-center gap-10 py-14 lg:grid-cols-2 lg:gap-16"
    >
      <DepartmentPicture
        department={department}
        className={`aspect-[8/5] overflow-hidden rounded-2xl border border-border ${flip ? "lg:order-last" : ""}`}
      />
      <div>
        <DepartmentBadge department={department} className="inline-block" />
        <h3
          id={headingId}
          className="mt-4 text-h2 font-bold"
          lang={fallbackLang(department, "title")}
        >
          {department.title}
        </h3>
        <Price
          of={department}
          after={`, ${priceCopy[lang].vat}`}
          className="mt-2"
          amountClassName={`text-3xl ${textClass[department.id]}`}
        />
        <p className="mt-5 text-lg text-muted" lang={fallbackLang(department, "description")}>
          {department.description}
        </p>
        <FeatureList of={department} field="highlights" className="mt-6" />
        <div className="mt-8 rounded-xl border border-border bg-surface p-5">
          <h4
            className="flex items-center gap-2 font-display text-lg font-semibold"
            lang={fallbackLang(department, "specsHeading")}
          >
            <Cpu aria-hidden="true" className={`size-5 ${textClass[department.id]}`} />
            {department.specsHeading}
          </h4>
          <CardGrid items={department.specs} layout={SPECS}>
            {(spec, index) => <span lang={fallbackLang(department, "specs", index)}>{spec}</span>}
          </CardGrid>
        </div>
        <ButtonLink to={paths.booking} className="mt-8">
          {servicesPage[lang].bookDepartment(department.title)}
        </ButtonLink>
      </div>
    </section>
  );
}
