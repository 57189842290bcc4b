import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { badgeClass, borderClass } from "#app/components/site/department-colors.ts";
import { DepartmentPicture } from "#app/components/site/department-picture.tsx";
import { buttonClass } from "#app/components/ui/button.ts";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { departmentLink, VAT_NOTE } from "#app/content/departments.ts";
import { homePage } from "#app/content/home-page.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { formatKroner } from "#app/lib/format.ts";
import { useContent } from "#app/lib/site.ts";

export function DepartmentChooser() {
  const { departments } = useContent();
  return (
    <Section labelledBy="afdelinger">
      <SectionHeading id="afdelinger" eyebrow="Afdelinger" title={homePage.chooser.heading}>
        {homePage.chooser.intro}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {departments.map((department) => (
          <li
            key={department.id}
            className={`group relative overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 motion-safe:hover:-translate-y-1 ${borderClass[department.id]}`}
          >
            <DepartmentPicture department={department} className="aspect-[8/5]" />
            <div className="p-6">
              <span
                className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${badgeClass[department.id]}`}
              >
                {department.badge}
              </span>
              <h3 className="mt-3 text-h3 font-bold">
                <Link to={departmentLink(department.id)} className="after:absolute after:inset-0">
                  {department.title}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{department.tagline}</p>
              <p className="mt-4 font-display text-xl font-bold">
                {formatKroner(department.price)}{" "}
                <span className="text-sm font-normal text-muted">
                  {department.priceUnit}, {VAT_NOTE}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link to={PAGE_PATHS.services} className={buttonClass({ variant: "secondary" })}>
          {homePage.chooser.seeAll}
          <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
        </Link>
      </p>
    </Section>
  );
}
