import Cpu from "lucide-react/icons/cpu";
import { Link } from "react-router";
import { badgeClass, textClass } from "#app/components/site/department-colors.ts";
import { DepartmentPicture } from "#app/components/site/department-picture.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { FeatureList } from "#app/components/ui/feature-list.tsx";
import { VAT_NOTE } from "#app/content/departments.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import type { Department } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { formatKroner } from "#app/lib/format.ts";

/** One department's own section; its `id` is the anchor `/services#standard` etc. */
export function DepartmentDetail({ department, flip }: { department: Department; flip: boolean }) {
  const headingId = `${department.id}-titel`;
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
        <span
          className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${badgeClass[department.id]}`}
        >
          {department.badge}
        </span>
        <h3 id={headingId} className="mt-4 text-h2 font-bold">
          {department.title}
        </h3>
        <p className="mt-2">
          <span className={`font-display text-3xl font-bold ${textClass[department.id]}`}>
            {formatKroner(department.price)}
          </span>{" "}
          <span className="text-muted">
            {department.priceUnit}, {VAT_NOTE}
          </span>
        </p>
        <p className="mt-5 text-lg text-muted">{department.description}</p>
        <FeatureList items={department.highlights} className="mt-6" />
        <div className="mt-8 rounded-xl border border-border bg-surface p-5">
          <h4 className="flex items-center gap-2 font-display text-lg font-semibold">
            <Cpu aria-hidden="true" className={`size-5 ${textClass[department.id]}`} />
            {department.specsHeading}
          </h4>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {department.specs.map((spec) => (
              <li key={spec} className="rounded-lg bg-bg/60 px-3 py-2 font-medium">
                {spec}
              </li>
            ))}
          </ul>
        </div>
        <Link to={PAGE_PATHS.booking} className={buttonClass({ className: "mt-8" })}>
          {servicesPage.book}: {department.title}
        </Link>
      </div>
    </section>
  );
}
