import { Link } from "react-router";
import { badgeClass, borderClass } from "#app/components/site/department-colors.ts";
import { buttonClass } from "#app/components/ui/button.ts";
import { FeatureList } from "#app/components/ui/feature-list.tsx";
import { Section, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { comparisonRows, pricingNote, VAT_NOTE } from "#app/content/departments.ts";
import { PAGE_PATHS } from "#app/content/public-paths.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { formatKroner } from "#app/lib/format.ts";
import { useContent } from "#app/lib/site.ts";

export function Comparison() {
  const { departments } = useContent();
  return (
    <Section labelledBy="sammenlign">
      <SectionHeading id="sammenlign" eyebrow="Priser" title={servicesPage.comparisonHeading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {departments.map((department) => (
          <li
            key={department.id}
            className={`flex flex-col rounded-2xl border border-border bg-surface p-6 transition duration-200 motion-safe:hover:-translate-y-1 ${borderClass[department.id]}`}
          >
            <span
              className={`self-start rounded-full px-3 py-1 text-xs font-bold ${badgeClass[department.id]}`}
            >
              {department.badge}
            </span>
            <h3 className="mt-4 text-h3 font-bold">{department.title}</h3>
            <p className="mt-3">
              <span className="font-display text-4xl font-bold">
                {formatKroner(department.price)}
              </span>{" "}
              <span className="text-muted">{department.priceUnit}</span>
            </p>
            <p className="text-sm text-muted">{VAT_NOTE}</p>
            <FeatureList items={department.highlights} className="mt-6 mb-8" />
            <Link to={PAGE_PATHS.booking} className={buttonClass({ className: "mt-auto" })}>
              Book {department.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-2xl rounded-xl border border-border bg-surface/60 p-4 text-center text-muted">
        {pricingNote}
      </p>
      {/* Scrolls sideways on phones; focusable so keyboard users can scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        aria-label={servicesPage.tableCaption}
        className="mt-14 overflow-x-auto rounded-2xl border border-border"
      >
        <table className="w-full min-w-[560px] border-collapse text-left">
          <caption className="sr-only">{servicesPage.tableCaption}</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-4 font-display">
                {servicesPage.tableHeading}
              </th>
              {departments.map((department) => (
                <th key={department.id} scope="col" className="p-4 font-display">
                  {department.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="p-4 font-medium text-muted">
                  {row.label}
                </th>
                {departments.map((department) => (
                  <td key={department.id} className="p-4">
                    {department.comparison[row.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
