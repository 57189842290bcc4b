import { cardSection } from "#app/components/site/card-section.tsx";
import { DepartmentBadge } from "#app/components/site/department-badge.tsx";
import { departmentCard } from "#app/components/site/department-card.ts";
import { FeatureList } from "#app/components/site/feature-list.tsx";
import { Price } from "#app/components/site/price.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { COMPARISON_ROWS, priceCopy } from "#app/content/departments.ts";
import { fallbackLang } from "#app/content/localize.ts";
import type { Department } from "#app/content/sections.ts";
import { servicesPage } from "#app/content/services-page.ts";
import { useContent, useLang, usePagePaths } from "#app/lib/site.ts";

function ComparisonCard({ item: department }: { item: Department }) {
  const lang = useLang();
  return (
    <>
      <DepartmentBadge department={department} className="self-start" />
      <h3 className="mt-4 text-h3 font-bold">{department.title}</h3>
      <Price of={department} className="mt-3" amountClassName="text-4xl" />
      <p className="text-sm text-muted">{priceCopy[lang].vat}</p>
      <FeatureList of={department} field="highlights" className="mt-6 mb-8" />
      <ButtonLink to={usePagePaths().booking} className="mt-auto">
        {servicesPage[lang].bookDepartment(department.title)}
      </ButtonLink>
    </>
  );
}

/** Under the cards: the pricing note, then the table of how the departments differ. */
function ComparisonTable() {
  const { departments } = useContent();
  const lang = useLang();
  const copy = servicesPage[lang];
  const prices = priceCopy[lang];
  return (
    <>
      <p className="mx-auto mt-8 max-w-2xl rounded-xl border border-border bg-surface/60 p-4 text-center text-muted">
        {prices.pricingNote}
      </p>
      {/* Scrolls sideways on phones; focusable so keyboard users can scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        aria-label={copy.tableCaption}
        className="mt-14 overflow-x-auto rounded-2xl border border-border"
      >
        <table className="w-full min-w-[560px] border-collapse text-left">
          <caption className="sr-only">{copy.tableCaption}</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-4 font-display">
                {copy.tableHeading}
              </th>
              {departments.map((department) => (
                <th key={department.id} scope="col" className="p-4 font-display">
                  {department.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row} className="border-t border-border">
                <th scope="row" className="p-4 font-medium text-muted">
                  {prices.comparison[row]}
                </th>
                {departments.map((department) => (
                  <td
                    key={department.id}
                    className="p-4"
                    lang={fallbackLang(department.comparison, row)}
                  >
                    {department.comparison[row]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/** The departments side by side: a card each, then the table. */
export const Comparison = cardSection<Department>({
  id: "sammenlign",
  heading: (lang) => servicesPage[lang].comparison,
  grid: "grid gap-6 md:grid-cols-3",
  card: departmentCard("flex flex-col p-6"),
  keyBy: "id",
  items: (content) => content.departments,
  Card: ComparisonCard,
  footer: <ComparisonTable />,
});
